import { eventContracts as contracts } from '@common/contracts/events';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { calendarFile } from '@server/lib/ical';
import * as service from './service';

/** docs/product.md §7.19: swap days, their attendees and what they bring. */
export function eventRoutes(ctx: AppContext) {
  const host = { access: 'owner' } as const;
  const member = { access: 'member' } as const;
  // Their own swap days to come and where their map opens: nobody else's to decide on.
  const own = { access: 'member', about: 'self' } as const;
  const anyone = { access: 'guest' } as const;
  return [
    implement(contracts.create, own, async ({ input: { body }, user, req, res }) => {
      const event = await service.createEvent(ctx, user.id, body, req.get('accept-language'));
      res.location(`/api/events/${event.id}`);
      return event;
    }),
    // Before `/events/:id`, which would take "origin" for an id.
    implement(contracts.origin, own, ({ user, req, res }) => {
      res.set('Cache-Control', 'private, no-cache');
      return service.eventOrigin(ctx, user.id, req.get('accept-language'));
    }),
    implement(contracts.nearby, anyone, ({ input: { query }, user, req, res }) => {
      res.set('Cache-Control', 'private, no-cache');
      return service.nearbyEvents(ctx, user?.id, query, req.get('accept-language'));
    }),
    implement(contracts.get, anyone, ({ input: { params }, user, req, res }) => {
      res.set('Cache-Control', 'private, no-cache');
      return service.getEvent(ctx, params.id, user?.id, req.get('accept-language'));
    }),
    implement(contracts.update, host, ({ input: { params, body }, user, req }) =>
      service.updateEvent(ctx, params.id, user.id, body, req.get('accept-language')),
    ),
    implement(contracts.cancel, host, async ({ input: { params }, user }) => {
      await service.cancelEvent(ctx, params.id, user.id);
      return undefined;
    }),
    implement(contracts.rsvp, member, ({ input: { params, body }, user, req }) =>
      service.rsvp(ctx, params.id, user.id, body, req.get('accept-language')),
    ),
    implement(contracts.leave, member, async ({ input: { params }, user }) => {
      await service.leave(ctx, params.id, user.id);
      return undefined;
    }),
    implement(contracts.calendar, anyone, async ({ input: { params }, user, res }) => {
      const { event } = await service.eventForCalendar(ctx, params.id, user?.id);
      res
        .set('Cache-Control', 'private, no-cache')
        .attachment(`swap-day-${event.id}.ics`)
        .type('text/calendar; charset=utf-8')
        .send(
          calendarFile({
            product: 'Swap days',
            uid: `event-${event.id}`,
            appUrl: ctx.config.appUrl,
            now: ctx.clock.now(),
            startsAt: event.startsAt,
            endsAt: event.endsAt,
            summary: event.title,
            description: event.description || undefined,
            location: event.placeName,
            geo: { latitude: event.latitude, longitude: event.longitude },
            path: `/swap-days/${event.id}`,
            status: 'CONFIRMED',
          }),
        );
      return undefined;
    }),
  ];
}
