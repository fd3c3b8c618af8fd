import { LISTING_STATES } from '@common/codes';
import { SEED_KINDS, type SeedKind } from '@common/schemas/listing-seed';
import { type ListingSort, SORTS } from '@common/sorts';
import type { ListingQuery } from './api';

export type MarketTab = 'friends' | 'public';

/**
 * What the marketplace shows, kept in the address (so the filter page, the search bars and a
 * shared link all land on the same view): ?tab=&category=&q=&sort=&type=&status=&min=&max=&within=
 * &seed_kind=
 */
export interface MarketFilters {
  tab: MarketTab;
  category: number | undefined;
  q: string;
  sort: ListingSort;
  types: number[];
  states: number[];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** Only listings this far from the member's home, in their unit (docs/product.md §7.5). */
  within: number | undefined;
  /** Only seed listings of this kind (docs/product.md §7.18). */
  seedKind: SeedKind | undefined;
}

const DEFAULT_STATES = [LISTING_STATES.available];

/** The order when none is chosen: best match while searching, else newest (docs/product.md §7.5). */
export const defaultSort = (q: string): ListingSort => (q ? 'relevance' : 'newest');

const codes = (value: string | null, allowed: number[]) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => allowed.includes(n));

const amount = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

export function filtersFromParams(params: URLSearchParams, fallbackTab: MarketTab): MarketFilters {
  const tab = params.get('tab');
  const sort = params.get('sort') as ListingSort | null;
  const category = Number(params.get('category'));
  const states = codes(params.get('status'), [1, 2, 3]);
  const q = params.get('q')?.trim() ?? '';
  return {
    tab: tab === 'friends' || tab === 'public' ? tab : fallbackTab,
    category: [1, 2, 3].includes(category) ? category : undefined,
    q,
    // Best match needs words: without them it falls back to the plain default.
    sort: sort && SORTS.includes(sort) && (q || sort !== 'relevance') ? sort : defaultSort(q),
    types: codes(params.get('type'), [1, 2, 3]),
    states: states.length ? states : DEFAULT_STATES,
    minPrice: amount(params.get('min')),
    maxPrice: amount(params.get('max')),
    within: amount(params.get('within')) || undefined,
    seedKind: SEED_KINDS.find((kind) => kind === params.get('seed_kind')),
  };
}

/** New search words: an order left at its default follows the words' default. */
export function withWords(filters: MarketFilters, q: string): MarketFilters {
  const sort = filters.sort === defaultSort(filters.q) ? defaultSort(q) : filters.sort;
  return { ...filters, q, sort: q || sort !== 'relevance' ? sort : 'newest' };
}

/** Only what differs from the defaults goes into the address. */
export function paramsFromFilters(filters: MarketFilters): URLSearchParams {
  const params = new URLSearchParams();
  params.set('tab', filters.tab);
  if (filters.category) params.set('category', String(filters.category));
  if (filters.q) params.set('q', filters.q);
  if (filters.sort !== defaultSort(filters.q)) params.set('sort', filters.sort);
  if (filters.types.length) params.set('type', filters.types.join(','));
  if (filters.states.join() !== DEFAULT_STATES.join())
    params.set('status', filters.states.join(','));
  if (filters.minPrice !== undefined) params.set('min', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('max', String(filters.maxPrice));
  if (filters.within !== undefined) params.set('within', String(filters.within));
  if (filters.seedKind) params.set('seed_kind', filters.seedKind);
  return params;
}

/** The API query of docs/product.md §7.11 for these filters. */
export function apiParams(filters: MarketFilters): ListingQuery {
  return {
    friends: filters.tab === 'friends',
    public: filters.tab === 'public',
    category_id: filters.category === undefined ? undefined : [filters.category],
    q: filters.q || undefined,
    sort: filters.sort,
    type_id: filters.types.length ? filters.types : undefined,
    state_id: filters.states,
    min_price: filters.minPrice,
    max_price: filters.maxPrice,
    within: filters.within,
    seed_kind: filters.seedKind,
  };
}

/** How many of the modal's filters differ from the defaults (shown on the filter button). */
export function activeFilterCount(filters: MarketFilters): number {
  return (
    (filters.sort !== defaultSort(filters.q) ? 1 : 0) +
    (filters.types.length ? 1 : 0) +
    (filters.states.join() !== DEFAULT_STATES.join() ? 1 : 0) +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.within !== undefined ? 1 : 0) +
    (filters.seedKind ? 1 : 0)
  );
}
