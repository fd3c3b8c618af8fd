import { useT } from '@client/lib/i18n/use-i18n';
import { LISTING_TYPES } from '@common/codes';
import { CATEGORY_IDS, categoryKey, typeKey } from '../code-labels';

/** The options of the type select (docs/product.md §1.3). */
export function TypeOptions() {
  const t = useT('listings');
  return (
    <>
      {[LISTING_TYPES.sell, LISTING_TYPES.exchange, LISTING_TYPES.giveaway].map((id) => (
        <option key={id} value={id}>
          {t(typeKey(id))}
        </option>
      ))}
    </>
  );
}

export function CategoryOptions() {
  const t = useT('listings');
  return (
    <>
      {CATEGORY_IDS.map((id) => (
        <option key={id} value={id}>
          {t(categoryKey(id))}
        </option>
      ))}
    </>
  );
}
