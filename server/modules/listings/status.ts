import { LISTING_STATES } from '@common/codes';
import type { Asker, ListingStatusInput } from '@common/schemas/listings';
import type { Listing } from '@common/types';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { listings, users } from '@server/db/schema';
import { conflict, type LocalText, local, validationFailed } from '@server/lib/errors';
import { announce } from '@server/modules/notifications/announce';
import { insertNotice } from '@server/modules/notifications/store';
import { areFriends } from '@server/policies/friends';
import { mustOwn } from '@server/policies/ownership';
import { askersOf, hasAskedAbout, reserveWithinShare } from '@server/policies/reservations';
import { and, eq, isNull } from 'drizzle-orm';
import { editable } from './edit-listing';
import { GIVEAWAY_REFUSALS, refuseWhileSimmering } from './giveaway-rules';
import { LISTING_NOT_FOUND, reload } from './listing-answers';
import { matchLater } from './match-later';
import { announceAll, closePickups, type Told } from './status-pickups';
import { STATUS_REFUSALS } from './status-rules';
import { findVisibleListing } from './visible-listing';

/** docs/product.md §1.2: a listing you cannot see is 404, one you see but do not own is 403. */
const REFUSALS = {
  missing: LISTING_NOT_FOUND,
  notYours: local('errors.listings.notYoursToChange'),
};

/** How many askers a listing page lists: the most recent ones. */
const ASKERS_MAX = 100;

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
  if (memberId === ownerId) throw refuse(STATUS_REFUSALS.self);
  const [member] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), isNull(users.deletedAt)));
  const known =
    member &&
    ((await hasAskedAbout(ctx.db, listingId, ownerId, memberId)) ||
      (await areFriends(ctx.db, ownerId, memberId)));
  if (!known) throw refuse(STATUS_REFUSALS.notAsked);
  // The one visibility rule: a member who cannot see it now (a block since, a private listing
  // of a non-friend) would be promised something they cannot open.
  if (!(await findVisibleListing(ctx.db, listingId, memberId)))
    throw refuse(STATUS_REFUSALS.cannotSee);
}

/**
 * PATCH /listings/{id}/status (docs/product.md §7.13): 2 reserves it for one member, who is
 * told; 3 hands it over (it leaves every list but the owner's); 1 relists it from either.
 */
export async function setStatus(
  ctx: AppContext,
  id: number,
  ownerId: number,
  input: ListingStatusInput,
): Promise<Listing> {
  const found = await findVisibleListing(ctx.db, id, ownerId);
  const current = editable(mustOwn(found?.listing, ownerId, REFUSALS));
  const next = input.state_id;
  const reserving = next === LISTING_STATES.pending;
  if (!reserving && input.reserved_for !== undefined)
    throw refuse(STATUS_REFUSALS.onlyWhenReserving);
  if (reserving) {
    if (input.reserved_for === undefined) throw refuse(STATUS_REFUSALS.needsMember);
    if (current.stateId === LISTING_STATES.sold) throw conflict(STATUS_REFUSALS.done);
    if (current.stateId === LISTING_STATES.pending) {
      if (current.reservedFor === input.reserved_for) return reload(ctx, id, ownerId);
      throw conflict(STATUS_REFUSALS.alreadyReserved(found?.reservedFor?.username));
    }
    refuseWhileSimmering(current, ctx.clock.now());
    await mayReserveFor(ctx, id, ownerId, input.reserved_for);
  } else if (current.stateId === next) {
    return reload(ctx, id, ownerId);
  }
  // Only from the state just read: of two changes at once, the second is refused, so a
  // listing is never promised to two members.
  const write = (db: Db) =>
    db
      .update(listings)
      .set({
        stateId: next,
        // Kept once handed over, so the owner still sees who it went to; gone on relisting.
        ...(reserving ? { reservedFor: input.reserved_for } : {}),
        ...(next === LISTING_STATES.available ? { reservedFor: null } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(listings.id, id), eq(listings.stateId, current.stateId)))
      .returning({ id: listings.id });
  // Reserving counts the member's share and writes under one lock on them (§7.16); relisting
  // or handing over closes the pickups in the same transaction as the write (§7.15).
  let told: Told[] = [];
  const share =
    reserving && input.reserved_for !== undefined
      ? await reserveWithinShare(ctx.db, input.reserved_for, write)
      : {
          full: false as const,
          result: await ctx.db.transaction(async (tx) => {
            const written = await write(tx);
            if (written.length > 0)
              told = await closePickups(tx, ctx.clock.now(), { listingId: id, ownerId, next });
            return written;
          }),
        };
  if (share.full) throw conflict(GIVEAWAY_REFUSALS.fullShare);
  const changed = share.result;
  if (changed.length === 0) throw conflict(STATUS_REFUSALS.changed);
  ctx.listingPages.forget();
  await announceAll(ctx, told);
  if (reserving && input.reserved_for !== undefined) {
    const noticeId = await insertNotice(ctx.db, {
      userId: input.reserved_for,
      kind: 'listing_reserved',
      listingId: id,
      actorId: ownerId,
    });
    await announce(ctx, input.reserved_for, noticeId);
  }
  // Back on offer: wants made meanwhile may match it now (pairs already told are skipped).
  if (next === LISTING_STATES.available) await matchLater(ctx, id);
  return reload(ctx, id, ownerId);
}

/** GET /listings/{id}/askers: who has a conversation with the owner about it (docs/product.md §10.7). */
export async function listAskers(ctx: AppContext, id: number, ownerId: number): Promise<Asker[]> {
  const found = await findVisibleListing(ctx.db, id, ownerId);
  mustOwn(found?.listing, ownerId, {
    missing: LISTING_NOT_FOUND,
    notYours: local('errors.listings.askersOwnerOnly'),
  });
  const rows = await askersOf(ctx.db, id, ownerId, ASKERS_MAX);
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    profile_picture: r.profile_picture,
    asked_at: new Date(r.asked_at).toISOString(),
  }));
}
