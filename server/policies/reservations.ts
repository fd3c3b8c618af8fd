import { LISTING_STATES } from '@common/codes';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { listingInterests, listings, messages, users } from '@server/db/schema';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notBlockedWith } from './blocks';
import { areFriends } from './friends';
import { memberNotDeleted } from './members';
import { owns } from './ownership';

/**
 * Whom an owner may reserve a listing for (docs/product.md §7.13): a friend (./friends.ts), or a
 * member who wrote to them about it, as the owner's listing page lists them.
 */

/** The askers' member rows, as the raw statement below names them. */
const asker = alias(users, 'u');

export interface AskerRecord {
  id: number;
  username: string;
  profile_picture: string | null;
  asked_at: Date | string;
}

/**
 * The members who wrote to `ownerId` about the listing or said they are interested in it (a
 * giveaway, §7.16), the latest first (docs/product.md §10.7): exactly those it may be reserved
 * for besides friends (hasAskedAbout), so the owner's own messages about it make nobody an asker. Members who left or whom a block separates from
 * the owner are not listed. messages_listing_idx reads the listing's messages alone.
 */
export async function askersOf(
  db: Db,
  listingId: number,
  ownerId: number,
  limit: number,
): Promise<AskerRecord[]> {
  return rowsOf<AskerRecord>(
    db,
    sql`select u.id, u.username, u.profile_picture, a.asked_at from (
        select asked.member_id, max(asked.at) as asked_at from (
          select m.sender_id as member_id, m.created_at as at
          from ${messages} m
          where m.listing_id = ${listingId} and m.receiver_id = ${ownerId}
          union all
          select i.user_id, i.created_at from ${listingInterests} i
          where i.listing_id = ${listingId}
        ) asked
        where asked.member_id <> ${ownerId}
        group by 1
      ) a
      join ${users} u on u.id = a.member_id
      where ${memberNotDeleted(asker)} and ${notBlockedWith(ownerId, asker.id)}
      order by a.asked_at desc, u.id desc
      limit ${limit}`,
  );
}

/**
 * Whether `memberId` has written to the owner about the listing (a message from them naming
 * it), or said they are interested in it (a giveaway, docs/product.md §7.16): only then did they
 * ask for it (§7.13). The owner's own messages about it do not count, or an owner could promise
 * it to anyone they wrote to.
 */
async function hasAskedAbout(
  db: Db,
  listingId: number,
  ownerId: number,
  memberId: number,
): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from ${messages} m
      where m.listing_id = ${listingId} and m.sender_id = ${memberId} and m.receiver_id = ${ownerId}
      union all
      select 1 from ${listingInterests} i where i.listing_id = ${listingId} and i.user_id = ${memberId}
      limit 1`,
  );
  return rows.length > 0;
}

/**
 * Whether the owner may promise the listing to `memberId` by who they are (docs/product.md
 * §7.13): a member who has not left, and who asked for it (hasAskedAbout) or is a friend.
 * Whether they may see it now is asked of the listing by the caller.
 */
export async function mayBeReservedFor(
  db: Db,
  listingId: number,
  ownerId: number,
  memberId: number,
): Promise<boolean> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), memberNotDeleted()));
  return (
    member !== undefined &&
    ((await hasAskedAbout(db, listingId, ownerId, memberId)) ||
      (await areFriends(db, ownerId, memberId)))
  );
}

/**
 * Whether the listing is promised to this member (docs/product.md §7.13): with its owner, one
 * of the two parties of its pickup and of its handover (./pickups.ts, ./thanks.ts).
 */
export function isReservedFor(listing: { reservedFor: number | null }, memberId: number): boolean {
  return listing.reservedFor === memberId;
}

/** Who is told whom a listing is promised to (docs/product.md §7.13): its owner and that member. */
export function toldOfReservation(
  listing: { ownerId: number; reservedFor: number | null },
  viewerId: number | undefined,
): boolean {
  return viewerId !== undefined && (owns(listing, viewerId) || isReservedFor(listing, viewerId));
}

/** A fair share (docs/product.md §7.16): no member holds more than this many reserved at once. */
export const RESERVED_SHARE_MAX = 10;

/**
 * Whether a member already has their share of listings reserved for them (listings_reserved_for_idx
 * counts them). A look ahead only: the write that reserves goes through reserveWithinShare.
 */
async function hasFullShare(db: Db, memberId: number): Promise<boolean> {
  const [row] = await rowsOf<{ full: boolean }>(db, sql`select ${fullShare(memberId)} as full`);
  return row?.full === true;
}

/**
 * Whether the member (an id, or a column of the outer query) holds their share, as a column:
 * how the draw asks it of every entrant in one statement.
 */
export function fullShare(member: number | SQL): SQL<boolean> {
  return sql<boolean>`((select count(*) from ${listings} held
      where held.reserved_for = ${member} and held.state_id = ${LISTING_STATES.pending})
    >= ${RESERVED_SHARE_MAX})`;
}

/** The advisory lock space of reservations; the member's id is the lock's second key. */
const SHARE_LOCK = 7_160_001;

/**
 * Reserves within the fair share (docs/product.md §7.16): `reserve` (the update that promises a
 * listing to `memberId`) runs only if the member holds fewer than RESERVED_SHARE_MAX, in one
 * transaction that first takes a lock on the member. Two reservations for the same member at once
 * (two owners, or a draw and an owner) would otherwise both count 9 and both write: the second
 * now waits for the first to commit and counts 10. The lock ends with the transaction, and other
 * members are not held up. `full` when the share is taken; nothing is written then.
 */
export async function reserveWithinShare<T>(
  db: Db,
  memberId: number,
  reserve: (tx: Db) => Promise<T>,
): Promise<{ full: true } | { full: false; result: T }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SHARE_LOCK}::int, ${memberId}::int)`);
    if (await hasFullShare(tx, memberId)) return { full: true };
    return { full: false, result: await reserve(tx) };
  });
}
