import { all, type MatrixRow } from './row';

/** Listings and their photos. */
export const LISTINGS: MatrixRow[] = [
  // Photos: a listing's photo only for those who may see the listing (photos.test.ts has them all).
  {
    route: 'GET /api/uploads/{folder}/{file}',
    variant: 'no such photo',
    call: () => ({ path: '/api/uploads/avatars/none.webp' }),
    outcome: all(404),
  },

  // Listings.
  { route: 'GET /api/listings', call: () => ({ path: '/api/listings' }) },
  {
    route: 'GET /api/listings',
    variant: 'mine',
    call: () => ({ path: '/api/listings?mine=true' }),
    outcome: { guest: 401 },
  },
  {
    route: 'GET /api/listings/suggestions',
    call: () => ({ path: '/api/listings/suggestions?q=tom' }),
  },
  {
    route: 'POST /api/listings',
    call: () => ({ path: '/api/listings', body: { title: 'Sweet basil', type_id: 1, price: 2 } }),
  },
  {
    route: 'GET /api/listings/{id}',
    variant: 'public',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}` }),
    blocked: 404,
  },
  {
    route: 'GET /api/listings/{id}',
    variant: 'private',
    call: (w) => ({ path: `/api/listings/${w.privateListing.id}` }),
    thing: 'friends-only',
  },
  {
    route: 'PATCH /api/listings/{id}',
    variant: 'public',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}`, body: { title: 'Renamed' } }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'PATCH /api/listings/{id}',
    variant: 'private',
    call: (w) => ({ path: `/api/listings/${w.privateListing.id}`, body: { title: 'Renamed' } }),
    thing: 'friends-only',
  },
  {
    route: 'PATCH /api/listings/{id}/visibility',
    variant: 'public',
    call: (w) => ({
      path: `/api/listings/${w.publicListing.id}/visibility`,
      body: { is_public: false },
    }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'PATCH /api/listings/{id}/visibility',
    variant: 'private',
    call: (w) => ({
      path: `/api/listings/${w.privateListing.id}/visibility`,
      body: { is_public: true },
    }),
    thing: 'friends-only',
  },
  {
    // Relisting a listing already on offer changes nothing, so the shared world stays as it is.
    route: 'PATCH /api/listings/{id}/status',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/status`, body: { state_id: 1 } }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'GET /api/listings/{id}/askers',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/askers` }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'POST /api/listings/{id}/renew',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/renew` }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'DELETE /api/listings/{id}',
    variant: 'public',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}` }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'DELETE /api/listings/{id}',
    variant: 'private',
    call: (w) => ({ path: `/api/listings/${w.privateListing.id}` }),
    thing: 'friends-only',
  },
];
