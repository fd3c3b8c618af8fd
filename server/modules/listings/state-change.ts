import { LISTING_STATES } from '@common/codes';
import type { ListingStatusInput } from '@common/schemas/listings';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { listings } from '@server/db/schema';
import { conflict, type LocalText, validationFailed } from '@server/lib/errors';
import { announce, insertNotice } from '@server/modules/notifications';
import { isOneself } from '@server/policies/members';
import { isReservedFor, mayBeReservedFor, reserveWithinShare } from '@server/policies/reservations';
import { and, eq } from 'drizzle-orm';
import { GIVEAWAY_REFUSALS, refuseWhileSimmering } from './giveaway-rules';
import { matchLater } from './match-later';
import { announceAll, closePickups, type Told } from './status-pickups';
import { STATUS_REFUSALS } from './status-rules';
import { findVisibleListing, type ListingWithOwner } from './visible-listing';

/**
 * The one way a listing's state changes (docs/product.md §7.13, §7.15), whichever route asks:
 * the status route and the edit route both check, write and tell through here, so a relist
 * closes the pickups and tells their members whichever form the owner used.
 */

/** A change the rules allow, to write; `reservedFor` only when reserving. */
export interface StateChange {
  id: number;
  ownerId: number;
  from: number;
  next: number;
  reservedFor?: number;
}

const refuse = (msg: LocalText) =>
  validationFailed([{ loc: ['body', 'reserved_for'], msg, type: 'custom' }]);

/**
 * A member the owner may promise the listing to: one who wrote to the owner about it, or a
 * friend (docs/product.md §7.13).
 */
async function mayReserveFor(
  ctx: AppContext,
  listingId: number,
  ownerId: number,
  memberId: number,
): Promise<void> {
  if (isOneself(ownerId, memberId)) throw refuse(STATUS_REFUSALS.self);
  if (!(await mayBeReservedFor(ctx.db, listingId, ownerId, memberId)))
    throw refuse(STATUS_REFUSALS.notAsked);
  // The one visibility rule: a member who cannot see it now (a block since, a private listing
  // of a non-friend) would be promised something they cannot open.
  if (!(await findVisibleListing(ctx.db, listingId, memberId)))
    throw refuse(STATUS_REFUSALS.cannotSee);
}

/**
 * The rules of a change of state, before anything is written: undefined when it changes
 * nothing (the same state again, or reserving again for the same member).
 */
export async function planStateChange(
  ctx: AppContext,
  found: ListingWithOwner,
  ownerId: number,
  input: ListingStatusInput,
): Promise<StateChange | undefined> {
  const current = found.listing;
  const next = input.state_id;
  const reserving = next === LISTING_STATES.pending;
  if (!reserving && input.reserved_for !== undefined)
    throw refuse(STATUS_REFUSALS.onlyWhenReserving);
  const change = { id: current.id, ownerId, from: current.stateId, next };
  if (!reserving) return current.stateId === next ? undefined : change;
  if (input.reserved_for === undefined) throw refuse(STATUS_REFUSALS.needsMember);
  if (current.stateId === LISTING_STATES.sold) throw conflict(STATUS_REFUSALS.done);
  if (current.stateId === LISTING_STATES.pending) {
    if (isReservedFor(current, input.reserved_for)) return undefined;
    throw conflict(STATUS_REFUSALS.alreadyReserved(found.reservedFor?.username));
  }
  refuseWhileSimmering(current, ctx.clock.now());
  await mayReserveFor(ctx, current.id, ownerId, input.reserved_for);
  return { ...change, reservedFor: input.reserved_for };
}

/**
 * Writes the change in `tx`, the caller's transaction (an edit's, with its other fields), and
 * closes the pickups with it (§7.15): the notices are stored here and told once it commits.
 * Only from the state just read: of two changes at once the second is refused (409), so a
 * listing is never promised to two members, nor relisted with a pickup left open.
 */
export async function writeStateChange(tx: Db, now: Date, change: StateChange): Promise<Told[]> {
  const { id, ownerId, from, next } = change;
  const written = await tx
    .update(listings)
    .set({
      stateId: next,
      // Kept once handed over, so the owner still sees who it went to; gone on relisting.
      ...(change.reservedFor !== undefined ? { reservedFor: change.reservedFor } : {}),
      ...(next === LISTING_STATES.available ? { reservedFor: null } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(listings.id, id), eq(listings.stateId, from)))
    .returning({ id: listings.id });
  if (written.length === 0) throw conflict(STATUS_REFUSALS.changed);
  return closePickups(tx, now, { listingId: id, ownerId, next });
}

/**
 * A change on its own (the status route): reserving counts the member's share and writes
 * under one lock on them (§7.16); any other change is one transaction with its pickups.
 */
export async function commitStateChange(ctx: AppContext, change: StateChange): Promise<Told[]> {
  const now = ctx.clock.now();
  if (change.reservedFor === undefined)
    return ctx.db.transaction((tx) => writeStateChange(tx, now, change));
  const share = await reserveWithinShare(ctx.db, change.reservedFor, (tx) =>
    writeStateChange(tx, now, change),
  );
  if (share.full) throw conflict(GIVEAWAY_REFUSALS.fullShare);
  return share.result;
}

/** What follows a committed change: the stored notices told, the member told, wants matched. */
export async function afterStateChange(
  ctx: AppContext,
  change: StateChange,
  told: Told[],
): Promise<void> {
  ctx.listingPages.forget();
  await announceAll(ctx, told);
  if (change.reservedFor !== undefined) {
    const noticeId = await insertNotice(ctx.db, {
      userId: change.reservedFor,
      kind: 'listing_reserved',
      listingId: change.id,
      actorId: change.ownerId,
    });
    await announce(ctx, change.reservedFor, noticeId);
  }
  // Back on offer: wants made meanwhile may match it now (pairs already told are skipped).
  if (change.next === LISTING_STATES.available) await matchLater(ctx, change.id);
}
