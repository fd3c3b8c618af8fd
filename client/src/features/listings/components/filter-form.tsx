import { Button } from '@client/components/button';
import { Checkbox, TextField } from '@client/components/field';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { useMyPlace } from '@client/lib/my-profile';
import { CATEGORIES } from '@common/codes';
import type { KeyOf } from '@common/i18n/namespaces';
import { SEED_KINDS } from '@common/schemas/listing-seed';
import type { ListingSort } from '@common/sorts';
import { type FormEvent, useState } from 'react';
import { typeKey } from '../code-labels';
import { defaultSort, type MarketFilters } from '../filters';
import { stateLabel } from '../format';
import { SEED_KIND_KEYS } from '../seed-labels';

interface SortOption {
  value: ListingSort;
  label: KeyOf<'listings'>;
}

const SORT_OPTIONS: SortOption[] = [
  { value: 'newest', label: 'listings.sort.newest' },
  { value: 'oldest', label: 'listings.sort.oldest' },
  { value: 'price-high', label: 'listings.sort.priceHigh' },
  { value: 'price-low', label: 'listings.sort.priceLow' },
];
/** Shown only while searching: the order of how well listings match the words. */
const BEST_MATCH: SortOption = { value: 'relevance', label: 'listings.sort.relevance' };
/** Shown only to a member with a home (docs/product.md §7.5). */
const NEAREST: SortOption = { value: 'distance', label: 'listings.sort.distance' };
/** "Within N mi" (or km): the choices, in the member's own unit. */
const WITHIN_CHOICES = [1, 5, 10, 25];
/** Exchange first: the filter has always listed them so. */
const TYPE_OPTIONS = [2, 1, 3];

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
  const [error, setError] = useState<KeyOf<'listings'>>();
  const [within, setWithin] = useState(initial.within);
  const [seedKind, setSeedKind] = useState(initial.seedKind);
  // Only seeds have a kind (docs/product.md §7.18): offered unless another category is chosen.
  const seedsShown = initial.category === undefined || initial.category === CATEGORIES.seeds;
  const place = useMyPlace();
  const locale = useLocale();
  const t = useT('listings');
  const sorts = [...(initial.q ? [BEST_MATCH] : []), ...SORT_OPTIONS, ...(place ? [NEAREST] : [])];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minPrice = parseAmount(min);
    const maxPrice = parseAmount(max);
    if ((min.trim() && minPrice === undefined) || (max.trim() && maxPrice === undefined)) {
      setError('listings.filter.pricesNotNumbers');
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setError('listings.filter.minAboveMax');
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
      seedKind: seedsShown ? seedKind : undefined,
    });
  };

  const reset = () => {
    setSort(defaultSort(initial.q));
    setTypes([]);
    setStates([1]);
    setMin('');
    setMax('');
    setWithin(undefined);
    setSeedKind(undefined);
    setError(undefined);
  };

  return (
    <form className="filter-form stack" onSubmit={submit} noValidate>
      <fieldset className="filter-form__group">
        <legend>{t('listings.filter.sortBy')}</legend>
        {sorts.map((option) => (
          <label key={option.value} className="check">
            <input
              type="radio"
              name="sort"
              value={option.value}
              checked={sort === option.value}
              onChange={() => setSort(option.value)}
            />
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      {place && (
        <fieldset className="filter-form__group">
          <legend>{t('listings.filter.distance')}</legend>
          {[undefined, ...WITHIN_CHOICES].map((choice) => (
            <label key={choice ?? 'any'} className="check">
              <input
                type="radio"
                name="within"
                value={choice ?? ''}
                checked={within === choice}
                onChange={() => setWithin(choice)}
              />
              {choice === undefined
                ? t('listings.filter.anyDistance')
                : t('listings.filter.within', { distance: choice, unit: place.unit })}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="filter-form__group">
        <legend>{t('listings.filter.show')}</legend>
        {TYPE_OPTIONS.map((type) => (
          <Checkbox
            key={type}
            label={t(typeKey(type))}
            checked={types.includes(type)}
            onChange={() => setTypes((chosen) => toggle(chosen, type))}
          />
        ))}
      </fieldset>
      <fieldset className="filter-form__group">
        <legend>{t('listings.filter.status')}</legend>
        {[1, 2, 3].map((state) => (
          <Checkbox
            key={state}
            label={stateLabel(state, locale)}
            checked={states.includes(state)}
            onChange={() => setStates((s) => toggle(s, state))}
          />
        ))}
      </fieldset>
      {seedsShown && (
        <fieldset className="filter-form__group">
          <legend>{t('listings.filter.seedKind')}</legend>
          {[undefined, ...SEED_KINDS].map((kind) => (
            <label key={kind ?? 'any'} className="check">
              <input
                type="radio"
                name="seed_kind"
                value={kind ?? ''}
                checked={seedKind === kind}
                onChange={() => setSeedKind(kind)}
              />
              {kind === undefined ? t('listings.filter.anySeedKind') : t(SEED_KIND_KEYS[kind])}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="filter-form__group">
        <legend>{t('listings.filter.price')}</legend>
        <TextField
          label={t('listings.filter.minPrice')}
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
          label={t('listings.filter.maxPrice')}
          type="number"
          inputMode="decimal"
          min={0}
          placeholder="100"
          value={max}
          error={error && t(error)}
          onChange={(e) => {
            setMax(e.target.value);
            setError(undefined);
          }}
        />
      </fieldset>
      <div className="row row--between">
        <Button variant="ghost" onClick={reset}>
          {t('listings.filter.reset')}
        </Button>
        <div className="row">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('listings.action.cancel')}
            </Button>
          )}
          <Button type="submit">{t('listings.filter.apply')}</Button>
        </div>
      </div>
    </form>
  );
}
