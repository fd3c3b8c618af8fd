import { Button } from '@client/components/button';
import { Checkbox, TextField } from '@client/components/field';
import { useLocale } from '@client/lib/i18n/use-i18n';
import { useMyPlace } from '@client/lib/my-profile';
import type { ListingSort } from '@common/sorts';
import { type FormEvent, useState } from 'react';
import { defaultSort, type MarketFilters } from '../filters';
import { stateLabel } from '../format';

const SORT_OPTIONS: { value: ListingSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'price-high', label: 'Highest price' },
  { value: 'price-low', label: 'Lowest price' },
];
/** Shown only while searching: the order of how well listings match the words. */
const BEST_MATCH: { value: ListingSort; label: string } = {
  value: 'relevance',
  label: 'Best match',
};
/** Shown only to a member with a home (docs/product.md §7.5). */
const NEAREST: { value: ListingSort; label: string } = {
  value: 'distance',
  label: 'Nearest first',
};
/** "Within N mi" (or km): the choices, in the member's own unit. */
export const WITHIN_CHOICES = [1, 5, 10, 25];
const TYPE_OPTIONS = [
  { value: 2, label: 'exchange' },
  { value: 1, label: 'sell' },
  { value: 3, label: 'giveaway' },
];

const toggle = (list: number[], value: number) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value].sort();

const parseAmount = (text: string) => {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * The filter mock-up made real (docs/product.md §7.5): sort, types, status and a price range. Used by
 * the "Filter Listings" modal and the /filter-page screen; `onApply` gets the new filters.
 */
export function FilterForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: MarketFilters;
  onApply: (filters: MarketFilters) => void;
  onCancel?: () => void;
}) {
  const [sort, setSort] = useState(initial.sort);
  const [types, setTypes] = useState(initial.types);
  const [states, setStates] = useState(initial.states);
  const [min, setMin] = useState(initial.minPrice?.toString() ?? '');
  const [max, setMax] = useState(initial.maxPrice?.toString() ?? '');
  const [error, setError] = useState<string>();
  const [within, setWithin] = useState(initial.within);
  const place = useMyPlace();
  const locale = useLocale();
  const sorts = [...(initial.q ? [BEST_MATCH] : []), ...SORT_OPTIONS, ...(place ? [NEAREST] : [])];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minPrice = parseAmount(min);
    const maxPrice = parseAmount(max);
    if ((min.trim() && minPrice === undefined) || (max.trim() && maxPrice === undefined)) {
      setError('Prices must be numbers of 0 or more');
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setError('The minimum price must not be above the maximum');
      return;
    }
    onApply({
      ...initial,
      sort,
      types,
      states: states.length ? states : [1],
      minPrice,
      maxPrice,
      within,
    });
  };

  const reset = () => {
    setSort(defaultSort(initial.q));
    setTypes([]);
    setStates([1]);
    setMin('');
    setMax('');
    setWithin(undefined);
    setError(undefined);
  };

  return (
    <form className="filter-form stack" onSubmit={submit} noValidate>
      <fieldset className="filter-form__group">
        <legend>Sort by</legend>
        {sorts.map((option) => (
          <label key={option.value} className="check">
            <input
              type="radio"
              name="sort"
              value={option.value}
              checked={sort === option.value}
              onChange={() => setSort(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {place && (
        <fieldset className="filter-form__group">
          <legend>Distance</legend>
          {[undefined, ...WITHIN_CHOICES].map((choice) => (
            <label key={choice ?? 'any'} className="check">
              <input
                type="radio"
                name="within"
                value={choice ?? ''}
                checked={within === choice}
                onChange={() => setWithin(choice)}
              />
              {choice === undefined ? 'Any distance' : `Within ${choice} ${place.unit}`}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="filter-form__group">
        <legend>Show</legend>
        {TYPE_OPTIONS.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={types.includes(option.value)}
            onChange={() => setTypes((t) => toggle(t, option.value))}
          />
        ))}
      </fieldset>
      <fieldset className="filter-form__group">
        <legend>Status</legend>
        {[1, 2, 3].map((state) => (
          <Checkbox
            key={state}
            label={stateLabel(state, locale)}
            checked={states.includes(state)}
            onChange={() => setStates((s) => toggle(s, state))}
          />
        ))}
      </fieldset>
      <fieldset className="filter-form__group">
        <legend>Price</legend>
        <TextField
          label="Min price"
          type="number"
          inputMode="decimal"
          min={0}
          placeholder="0"
          value={min}
          onChange={(e) => {
            setMin(e.target.value);
            setError(undefined);
          }}
        />
        <TextField
          label="Max price"
          type="number"
          inputMode="decimal"
          min={0}
          placeholder="100"
          value={max}
          error={error}
          onChange={(e) => {
            setMax(e.target.value);
            setError(undefined);
          }}
        />
      </fieldset>
      <div className="row row--between">
        <Button variant="ghost" onClick={reset}>
          Reset
        </Button>
        <div className="row">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit">Apply</Button>
        </div>
      </div>
    </form>
  );
}
