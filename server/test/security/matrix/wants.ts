import type { MatrixRow } from './row';

/** Wish lists: readable by everyone (the seller page's Want tab), changed by the owner only. */
export const WANTS: MatrixRow[] = [
  {
    route: 'GET /api/listings/want-listings',
    variant: "the owner's",
    call: (w) => ({ path: `/api/listings/want-listings?user_id=${w.owner.id}` }),
  },
  {
    route: 'POST /api/listings/want-listings',
    call: () => ({
      path: '/api/listings/want-listings',
      body: { title: 'Runner beans', category_id: 2 },
    }),
  },
  {
    route: 'POST /api/listings/want-listings/batch',
    call: () => ({
      path: '/api/listings/want-listings/batch',
      body: { create: [{ title: 'Sunflower seeds', category_id: 2 }] },
    }),
  },
  {
    route: 'POST /api/listings/want-listings/batch',
    variant: "someone else's want",
    call: (w) => ({
      path: '/api/listings/want-listings/batch',
      body: { update: [{ id: w.want.id, title: 'Stolen title' }], delete: [w.want.id] },
    }),
    thing: 'public',
  },
  {
    route: 'PATCH /api/listings/want-listings/{id}',
    call: (w) => ({
      path: `/api/listings/want-listings/${w.want.id}`,
      body: { title: 'Elephant garlic' },
    }),
    thing: 'public',
  },
  {
    route: 'PATCH /api/listings/want-listings/{id}',
    variant: 'its months (docs/product.md §8.11)',
    call: (w) => ({
      path: `/api/listings/want-listings/${w.want.id}`,
      body: { season_months: [7, 8, 9] },
    }),
    thing: 'public',
  },
  {
    route: 'DELETE /api/listings/want-listings/{id}',
    call: (w) => ({ path: `/api/listings/want-listings/${w.want.id}` }),
    thing: 'public',
  },
];
