import {
  eventInputSchema,
  eventPatchSchema,
  eventSchema,
  eventsQuerySchema,
  nearbyEventSchema,
  rsvpInputSchema,
} from '@common/schemas/events';
import { idParams } from '@common/schemas/ids';
import { z } from 'zod';
import { defineContracts, says } from './contract';

const NOT_FOUND = says('errors.events.notFound');
const NOT_HOST = says('errors.events.notHost');
const TIMES = 'Times not ISO 8601, start not ahead or too far, end not after start or too late';

/** docs/product.md §7.19: swap days, public meetings where neighbours bring what they share. */
export const eventContracts = defineContracts('events', {
  create: {
    method: 'POST',
    path: '/events',
    summary: 'Host a swap day at a public place (members)',
    body: eventInputSchema,
    response: eventSchema,
    status: 201,
    errors: {
      409: says('errors.events.tooMany', { max: 3 }),
      422: `A field missing or out of bounds. ${TIMES}`,
    },
  },
  nearby: {
    method: 'GET',
    path: '/events',
    summary:
      "Upcoming swap days within `within` km of the viewer's point (a member's cloaked point, a guest's `zip`), soonest first",
    query: eventsQuerySchema,
    response: z.array(nearbyEventSchema),
    errors: { 422: 'A member without a location, a guest without `zip`, or `within` not 1–100' },
  },
  get: {
    method: 'GET',
    path: '/events/:id',
    summary: 'One swap day: who is going and the listings they bring that the viewer may see',
    params: idParams,
    response: eventSchema,
    errors: { 404: NOT_FOUND },
  },
  update: {
    method: 'PATCH',
    path: '/events/:id',
    summary: 'Change a swap day (its host only), by the rules of creating one',
    params: idParams,
    body: eventPatchSchema,
    response: eventSchema,
    errors: { 403: NOT_HOST, 404: NOT_FOUND, 409: says('errors.events.over'), 422: TIMES },
  },
  cancel: {
    method: 'DELETE',
    path: '/events/:id',
    summary: 'Cancel a swap day (its host only): every attendee is told',
    params: idParams,
    status: 204,
    errors: { 403: NOT_HOST, 404: NOT_FOUND },
  },
  rsvp: {
    method: 'POST',
    path: '/events/:id/rsvp',
    summary:
      'Say I am going, with the listings of mine I bring (posting again replaces them); answers the event',
    params: idParams,
    body: rsvpInputSchema,
    response: eventSchema,
    errors: {
      404: NOT_FOUND,
      409: says('errors.events.over'),
      422: 'A listing not mine, not visible to others, or more than 10',
    },
  },
  leave: {
    method: 'DELETE',
    path: '/events/:id/rsvp',
    summary: 'Say I am no longer going (what I bring goes too)',
    params: idParams,
    status: 204,
    errors: { 404: NOT_FOUND },
  },
  calendar: {
    method: 'GET',
    path: '/events/:id/calendar',
    summary: 'The swap day as an iCalendar event (RFC 5545)',
    params: idParams,
    produces: 'text/calendar',
    errors: { 404: NOT_FOUND },
  },
});
