import type { MatrixRow } from './row';

/**
 * The second half of an exchange (docs/product.md §7.15–7.17): giveaway interest and draws,
 * thanks, pickups. The world's public listing is a sale on offer, so what only a giveaway, a
 * reserved or a handed-over listing allows is refused for what the call asks (409), once
 * access has let the caller through; a pickup's routes act on one nobody has.
 */
const NO_SUCH_PICKUP = 2_000_000_000;

export const EXCHANGES: MatrixRow[] = [
  {
    route: 'POST /api/listings/{id}/interest',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/interest`, body: {} }),
    outcome: { owner: 403, stranger: 409, friend: 409, reporter: 409, moderator: 409 },
    blocked: 404,
  },
  {
    route: 'DELETE /api/listings/{id}/interest',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/interest` }),
    blocked: 404,
  },
  {
    route: 'GET /api/listings/{id}/interest',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/interest` }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'GET /api/listings/{id}/interest/mine',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/interest/mine` }),
    blocked: 404,
  },
  {
    route: 'GET /api/listings/{id}/draw',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/draw` }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'POST /api/listings/{id}/draw',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/draw` }),
    thing: 'public',
    outcome: { owner: 409 },
    blocked: 404,
  },
  {
    route: 'POST /api/listings/{id}/thanks',
    call: (w) => ({
      path: `/api/listings/${w.publicListing.id}/thanks`,
      body: { text: 'Thank you!' },
    }),
    outcome: { owner: 409, stranger: 403, friend: 403, reporter: 403, moderator: 403 },
    blocked: 404,
  },
  {
    route: 'GET /api/listings/{id}/thanks',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/thanks` }),
    outcome: { stranger: 403, friend: 403, reporter: 403, moderator: 403 },
    blocked: 404,
  },
  {
    route: 'GET /api/users/{id}/thanks',
    call: (w) => ({ path: `/api/users/${w.owner.id}/thanks` }),
  },
  {
    route: 'POST /api/listings/{id}/pickups',
    call: (w) => ({
      path: `/api/listings/${w.publicListing.id}/pickups`,
      body: {
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        ends_at: new Date(Date.now() + 90_000_000).toISOString(),
      },
    }),
    thing: 'public',
    outcome: { owner: 409 },
    blocked: 404,
  },
  {
    route: 'GET /api/listings/{id}/pickup',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/pickup` }),
    thing: 'public',
    blocked: 404,
  },
  { route: 'GET /api/pickups', call: () => ({ path: '/api/pickups' }) },
  ...(['accept', 'decline', 'cancel', 'no-show'] as const).map(
    (action): MatrixRow => ({
      route: `POST /api/pickups/{id}/${action}`,
      variant: 'no such pickup',
      call: () => ({ path: `/api/pickups/${NO_SUCH_PICKUP}/${action}` }),
      thing: 'own',
      outcome: { owner: 404 },
    }),
  ),
  {
    route: 'GET /api/pickups/{id}/calendar',
    variant: 'no such pickup',
    call: () => ({ path: `/api/pickups/${NO_SUCH_PICKUP}/calendar` }),
    thing: 'own',
    outcome: { owner: 404 },
  },
  { route: 'GET /api/moderation/no-shows', call: () => ({ path: '/api/moderation/no-shows' }) },
];
