import type { MatrixRow } from './row';

/**
 * Swap days (docs/product.md §7.19): anyone may see one, as a listing is seen; only its host
 * changes or cancels it; any member goes. The member the host blocks is told nothing of it.
 */
const eventBody = () => {
  const start = Date.now() + 3 * 86_400_000;
  return {
    title: 'Autumn seed swap',
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 2 * 3_600_000).toISOString(),
    place_name: 'Library lawn',
    latitude: 40.76,
    longitude: -111.89,
  };
};

export const EVENTS: MatrixRow[] = [
  { route: 'POST /api/events', call: () => ({ path: '/api/events', body: eventBody() }) },
  { route: 'GET /api/events', call: () => ({ path: '/api/events?zip=84101' }) },
  // The member's own cloaked point, where the place picker opens: a guest has none.
  { route: 'GET /api/events/origin', call: () => ({ path: '/api/events/origin' }) },
  {
    route: 'GET /api/events',
    variant: 'a guest must give a ZIP code',
    call: () => ({ path: '/api/events' }),
    outcome: { guest: 422 },
  },
  {
    route: 'GET /api/events/{id}',
    call: (w) => ({ path: `/api/events/${w.event.id}` }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'PATCH /api/events/{id}',
    call: (w) => ({ path: `/api/events/${w.event.id}`, body: { title: 'Renamed swap' } }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'DELETE /api/events/{id}',
    call: (w) => ({ path: `/api/events/${w.event.id}` }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'POST /api/events/{id}/rsvp',
    call: (w) => ({ path: `/api/events/${w.event.id}/rsvp`, body: { bringing: [] } }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'DELETE /api/events/{id}/rsvp',
    call: (w) => ({ path: `/api/events/${w.event.id}/rsvp` }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'GET /api/events/{id}/calendar',
    call: (w) => ({ path: `/api/events/${w.event.id}/calendar` }),
    thing: 'public',
    blocked: 404,
  },
];
