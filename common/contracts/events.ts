import {
  EVENT_HOME_METRES,
  EVENTS_CREATED_PER_DAY,
  EVENTS_PER_HOST,
  eventInputSchema,
  eventOriginSchema,
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
const HOME = `a place within ${EVENT_HOME_METRES} m of the host's home without \`at_my_home: true\``;

/** docs/product.md §7.19: swap days, public meetings where neighbours bring what they share. */
export const eventContracts = defineContracts('events', {
  create: {
    method: 'POST',
    path: '/events',
    summary:
      'Host a swap day at a public place (members); the neighbours near it are told an hour later, if it still stands',
    body: eventInputSchema,
    response: eventSchema,
    status: 201,
    errors: {
      409: says('errors.events.tooMany', { max: EVENTS_PER_HOST }),
      422: `A field missing or out of bounds, or ${HOME}. ${TIMES}`,
      429: says('errors.events.tooManyToday', { max: EVENTS_CREATED_PER_DAY }),
    },
  },
  origin: {
    method: 'GET',
    path: '/events/origin',
    summary:
      "Where the member's swap days are measured from and the host's map opens: their cloaked point, never their home",
    response: eventOriginSchema,
    errors: { 422: 'No location stored yet' },
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
    errors: {
      403: NOT_HOST,
      404: NOT_FOUND,
      409: says('errors.events.over'),
      422: `${TIMES}, or the pin moved to ${HOME}`,
    },
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
