import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

/** Swap days (docs/product.md §7.19): members' pages, as the pickups' are. */
export const eventsRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.events,
      lazy: async () => ({ Component: (await import('./routes/events-page')).EventsPage }),
    },
    {
      path: paths.newEvent,
      lazy: async () => ({ Component: (await import('./routes/event-form-page')).NewEventPage }),
    },
    {
      path: paths.event(':id'),
      lazy: async () => ({ Component: (await import('./routes/event-page')).EventPage }),
    },
    {
      path: paths.editEvent(':id'),
      lazy: async () => ({ Component: (await import('./routes/event-form-page')).EditEventPage }),
    },
  ],
};
