import { CATEGORY_NAMES } from '@common/codes';

/** The options of the type select (docs/product.md §1.3). */
export function TypeOptions() {
  return (
    <>
      <option value="1">sell</option>
      <option value="2">exchange</option>
      <option value="3">giveaway</option>
    </>
  );
}

export function CategoryOptions() {
  return (
    <>
      {CATEGORY_NAMES.map((name, index) => (
        <option key={name} value={index + 1}>
          {name}
        </option>
      ))}
    </>
  );
}
