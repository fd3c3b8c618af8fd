import { LISTING_STATES } from '@common/codes';
import type { Pickup, PickupEntry, PickupProposal } from '@common/schemas/pickups';
import { PICKUP_AHEAD_MAX_DAYS } from '@common/schemas/pickups';
import { DAY_MS } from '@common/time';
import type { AppContext } from '@server/context';
import { conflict, type LocalText, local, notFound, validationFailed } from '@server/lib/errors';
import { mustBeAmongOwn } from '@server/policies/ownership';
import {
  keepsNoShows,
  mustBePickupParty,
  mustNotHaveProposed,
  otherPickupParty,
} from '@server/policies/pickups';
import { tell } from './notices';
import { presentEntry, presentPickup } from './presenter';
import {
  cancelOtherAccepted,
  findPickupOf,
  findSeenListing,
  insertProposal,
  listUpcoming,
  markNoShow,
  movePickup,
  type PickupRow,
  type PickupState,
} from './queries';

const PICKUP_NOT_FOUND = local('errors.pickups.notFound');
const ANSWERED = local('errors.pickups.alreadyAnswered');

const refuseStart = (msg: LocalText) =>
  validationFailed([{ loc: ['body', 'starts_at'], msg, type: 'custom' }]);

/**
 * POST /listings/{id}/pickups (docs/product.md §7.15): the owner or the member it is reserved
 * for proposes a time; a proposal still waiting is replaced, and the other party is told.
 */
export async function proposePickup(
  ctx: AppContext,
  listingId: number,
  memberId: number,
  input: PickupProposal,
): Promise<Pickup> {
  const listing = mustBePickupParty(await findSeenListing(ctx.db, listingId, memberId), memberId, {
    missing: local('errors.listings.notFound'),
    notYours: local('errors.pickups.notAParty'),
  });
  if (listing.stateId !== LISTING_STATES.pending || listing.reservedFor === null)
    throw conflict(local('errors.pickups.notReserved'));
  const now = ctx.clock.now();
  const startsAt = new Date(input.starts_at);
  if (startsAt <= now) throw refuseStart(local('validation.pickupPast'));
  if (startsAt.getTime() > now.getTime() + PICKUP_AHEAD_MAX_DAYS * DAY_MS)
    throw refuseStart(local('validation.pickupTooFar', { max: PICKUP_AHEAD_MAX_DAYS }));
  const pickup = await insertProposal(
    ctx.db,
    {
      listingId,
      ownerId: listing.ownerId,
      recipientId: listing.reservedFor,
      proposedBy: memberId,
      startsAt,
      endsAt: new Date(input.ends_at),
      note: input.note ?? '',
      createdAt: now,
      updatedAt: now,
    },
    now,
  );
  await tell(ctx, 'pickup_proposed', pickup, otherPickupParty(pickup, memberId), memberId);
  return presentPickup(pickup);
}

/** One of the member's pickups; anyone else is told nothing of it (404). */
async function partyPickup(ctx: AppContext, id: number, memberId: number): Promise<PickupRow> {
  return mustBeAmongOwn(await findPickupOf(ctx.db, id, memberId), PICKUP_NOT_FOUND);
}

async function move(
  ctx: AppContext,
  pickup: PickupRow,
  from: readonly PickupState[],
  to: PickupState,
): Promise<PickupRow> {
  if (!from.includes(pickup.state)) throw conflict(ANSWERED);
  const moved = await movePickup(ctx.db, pickup.id, from, to, ctx.clock.now());
  if (!moved) throw conflict(ANSWERED);
  return moved;
}

/** POST /pickups/{id}/accept or /decline: the party who did not propose it answers. */
export async function answerPickup(
  ctx: AppContext,
  id: number,
  memberId: number,
  answer: 'accepted' | 'declined',
): Promise<Pickup> {
  const pickup = await partyPickup(ctx, id, memberId);
  mustNotHaveProposed(pickup, memberId, local('errors.pickups.notYoursToAnswer'));
  const moved = await move(ctx, pickup, ['proposed'], answer);
  if (answer === 'accepted') await cancelOtherAccepted(ctx.db, moved, ctx.clock.now());
  await tell(
    ctx,
    answer === 'accepted' ? 'pickup_accepted' : 'pickup_declined',
    moved,
    pickup.proposedBy,
    memberId,
  );
  return presentPickup(moved);
}

/**
 * POST /pickups/{id}/cancel: either party; the other hears of it only if they had agreed to
 * it (a proposal withdrawn before an answer asked nothing of them yet).
 */
export async function cancelPickup(ctx: AppContext, id: number, memberId: number): Promise<Pickup> {
  const pickup = await partyPickup(ctx, id, memberId);
  const moved = await move(ctx, pickup, ['proposed', 'accepted'], 'cancelled');
  if (pickup.state === 'accepted')
    await tell(ctx, 'pickup_cancelled', moved, otherPickupParty(moved, memberId), memberId);
  return presentPickup(moved);
}

/**
 * POST /pickups/{id}/no-show: the owner says the member did not come, once an accepted pickup
 * is over. Private: the member is not told, and to them the route does not exist (404).
 */
export async function reportNoShow(ctx: AppContext, id: number, memberId: number): Promise<Pickup> {
  const pickup = await partyPickup(ctx, id, memberId);
  if (!keepsNoShows(pickup, memberId)) throw notFound(PICKUP_NOT_FOUND);
  if (pickup.state !== 'accepted') throw conflict(local('errors.pickups.noShowNotAccepted'));
  const now = ctx.clock.now();
  if (pickup.endsAt > now) throw conflict(local('errors.pickups.noShowTooEarly'));
  return presentPickup((await markNoShow(ctx.db, id, now)) ?? pickup);
}

/** GET /pickups: the member's proposed and accepted pickups not yet over, soonest first. */
export async function myPickups(ctx: AppContext, memberId: number): Promise<PickupEntry[]> {
  const rows = await listUpcoming(ctx.db, memberId, ctx.clock.now());
  return rows.map((row) => presentEntry(row, memberId, ctx.config.photoKey));
}

/** The pickup, for either party only (its calendar event). */
export const pickupForParty = partyPickup;
