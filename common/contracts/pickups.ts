import { idParams } from '@common/schemas/ids';
import {
  currentPickupSchema,
  noShowMemberSchema,
  pickupEntrySchema,
  pickupProposalSchema,
  pickupSchema,
} from '@common/schemas/pickups';
import { z } from 'zod';
import { defineContracts } from './contract';

const NOT_SEEN = 'Not a pickup of yours (or no such pickup)';
const ANSWERED = 'Already answered, cancelled, or replaced by a newer proposal';

/** docs/product.md §7.15: a time to hand a reserved listing over. */
export const pickupContracts = defineContracts('pickups', {
  propose: {
    method: 'POST',
    path: '/listings/:id/pickups',
    summary:
      'Propose a pickup time for a reserved listing (its owner or the member it is reserved for)',
    params: idParams,
    body: pickupProposalSchema,
    response: pickupSchema,
    status: 201,
    errors: {
      403: 'You may see the listing but it is neither yours nor reserved for you',
      404: 'Listing not found (or not visible to you)',
      409: 'The listing is not reserved',
      422: 'Times not ISO 8601, start not ahead or too far, end not after start or too late',
    },
  },
  ofListing: {
    method: 'GET',
    path: '/listings/:id/pickup',
    summary:
      "The listing's current pickup (the newest proposed, or accepted while not handed over), or null: its owner or the member it is reserved for",
    params: idParams,
    response: currentPickupSchema.nullable(),
    errors: {
      403: 'You may see the listing but it is neither yours nor reserved for you',
      404: 'Listing not found (or not visible to you)',
    },
  },
  mine: {
    method: 'GET',
    path: '/pickups',
    summary: 'My proposed and accepted pickups not yet over, soonest first',
    response: z.array(pickupEntrySchema),
  },
  accept: {
    method: 'POST',
    path: '/pickups/:id/accept',
    summary: 'Accept a pickup the other party proposed',
    params: idParams,
    response: pickupSchema,
    errors: { 404: NOT_SEEN, 409: ANSWERED },
  },
  decline: {
    method: 'POST',
    path: '/pickups/:id/decline',
    summary: 'Decline a pickup the other party proposed',
    params: idParams,
    response: pickupSchema,
    errors: { 404: NOT_SEEN, 409: ANSWERED },
  },
  cancel: {
    method: 'POST',
    path: '/pickups/:id/cancel',
    summary: 'Cancel a proposed or accepted pickup (either party)',
    params: idParams,
    response: pickupSchema,
    errors: { 404: NOT_SEEN, 409: ANSWERED },
  },
  calendar: {
    method: 'GET',
    path: '/pickups/:id/calendar',
    summary: 'The pickup as an iCalendar event (RFC 5545), for either party',
    params: idParams,
    produces: 'text/calendar',
    errors: { 404: NOT_SEEN },
  },
  noShow: {
    method: 'POST',
    path: '/pickups/:id/no-show',
    summary: 'Say the member did not come to an accepted pickup, once it is over (owner only)',
    params: idParams,
    response: pickupSchema,
    errors: { 404: NOT_SEEN, 409: 'Not an accepted pickup, not over yet, or already said' },
  },
});

/** docs/product.md §14.3: the desk's view of no-shows, moderators only. */
export const pickupModerationContracts = defineContracts('moderation', {
  noShows: {
    method: 'GET',
    path: '/moderation/no-shows',
    summary: 'Members with 3 or more no-shows in the last 90 days, the most first',
    response: z.array(noShowMemberSchema),
    errors: { 404: 'Not a moderator (the desk is not told to exist)' },
  },
});
