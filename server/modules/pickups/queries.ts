import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { listings, pickups, users } from '@server/db/schema';
import { visibleTo } from '@server/policies/listings';
import { memberNotDeleted } from '@server/policies/members';
import { pickupPartyIs } from '@server/policies/pickups';
import { and, asc, desc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type PickupRow = typeof pickups.$inferSelect;
export type PickupState = PickupRow['state'];

/** The listing a pickup is proposed for, if the member may see it (docs/product.md §7.2). */
export async function findSeenListing(db: Db, listingId: number, memberId: number) {
  const [row] = await db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      stateId: listings.stateId,
      reservedFor: listings.reservedFor,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), visibleTo(memberId)));
  return row;
}

/** One of the two parties' pickups; nothing for anyone else (docs/product.md §7.15). */
export async function findPickupOf(
  db: Db,
  id: number,
  memberId: number,
): Promise<PickupRow | undefined> {
  const [row] = await db
    .select()
    .from(pickups)
    .where(and(eq(pickups.id, id), pickupPartyIs(memberId)));
  return row;
}

/**
 * The pickup the two are arranging now: the newest proposed one, or an accepted one until the
 * listing is handed over (after its end too, so the owner can say whether it was). Only pickups
 * with the member it is reserved for now: a relisted listing's earlier ones are history.
 */
export async function findCurrentPickup(
  db: Db,
  listingId: number,
  recipientId: number,
  handedOver: boolean,
): Promise<PickupRow | undefined> {
  const open = handedOver
    ? eq(pickups.state, 'proposed')
    : or(eq(pickups.state, 'proposed'), eq(pickups.state, 'accepted'));
  const [row] = await db
    .select()
    .from(pickups)
    .where(and(eq(pickups.listingId, listingId), eq(pickups.recipientId, recipientId), open))
    .orderBy(desc(pickups.id))
    .limit(1);
  return row;
}

/**
 * A proposal for the listing, replacing the one still waiting (the unique index keeps one):
 * both in one transaction, so two proposals at once leave one waiting, never none or two.
 */
export function insertProposal(db: Db, values: typeof pickups.$inferInsert, now: Date) {
  return db.transaction(async (tx) => {
    await tx
      .update(pickups)
      .set({ state: 'cancelled', updatedAt: now })
      .where(and(eq(pickups.listingId, values.listingId), eq(pickups.state, 'proposed')));
    const [row] = await tx.insert(pickups).values(values).returning();
    return row!;
  });
}

/**
 * Moves a pickup from one of `from` to `to`, only from the state just read: of two answers at
 * once, the second finds it moved and is refused.
 */
export async function movePickup(
  db: Db,
  id: number,
  from: readonly PickupState[],
  to: PickupState,
  now: Date,
): Promise<PickupRow | undefined> {
  const [row] = await db
    .update(pickups)
    .set({ state: to, updatedAt: now })
    .where(and(eq(pickups.id, id), inArray(pickups.state, [...from])))
    .returning();
  return row;
}

/** An accepted time replaces any accepted before it for the same listing. */
export async function cancelOtherAccepted(db: Db, pickup: PickupRow, now: Date) {
  await db
    .update(pickups)
    .set({ state: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(pickups.listingId, pickup.listingId),
        eq(pickups.state, 'accepted'),
        sql`${pickups.id} <> ${pickup.id}`,
      ),
    );
}

/** Records a no-show once; the first time it was said stays. */
export async function markNoShow(db: Db, id: number, now: Date): Promise<PickupRow | undefined> {
  const [row] = await db
    .update(pickups)
    .set({ noShowAt: sql`coalesce(${pickups.noShowAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(pickups.id, id))
    .returning();
  return row;
}

const other = alias(users, 'other_member');

/** The member's pickups still ahead or under way, proposed or accepted, soonest first. */
export function listUpcoming(db: Db, memberId: number, now: Date) {
  const isOwner: SQL = eq(pickups.ownerId, memberId);
  return db
    .select({
      pickup: pickups,
      listing: {
        id: listings.id,
        title: listings.title,
        featuredImage: listings.featuredImage,
        typeId: listings.typeId,
      },
      other: { id: other.id, username: other.username, profilePicture: other.profilePicture },
    })
    .from(pickups)
    .innerJoin(listings, eq(listings.id, pickups.listingId))
    .innerJoin(
      other,
      eq(
        other.id,
        sql`case when ${isOwner} then ${pickups.recipientId} else ${pickups.ownerId} end`,
      ),
    )
    .where(
      and(
        pickupPartyIs(memberId),
        inArray(pickups.state, ['proposed', 'accepted']),
        gt(pickups.endsAt, now),
        memberNotDeleted(other),
      ),
    )
    .orderBy(asc(pickups.startsAt), asc(pickups.id));
}

/** The listing's title, for a calendar event. */
export async function listingTitle(db: Db, listingId: number): Promise<string> {
  const [row] = await db
    .select({ title: listings.title })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row?.title ?? '';
}

export interface NoShowRecord {
  id: number;
  username: string;
  profile_picture: string | null;
  no_shows: number;
  last_no_show_at: Date | string;
}

/** Members with at least `least` no-shows since `since`, the most first (docs/product.md §14.3). */
export function frequentNoShows(db: Db, since: Date, least: number): Promise<NoShowRecord[]> {
  return rowsOf<NoShowRecord>(
    db,
    sql`select u.id, u.username, u.profile_picture, count(*)::int as no_shows,
        max(p.no_show_at) as last_no_show_at
      from ${pickups} p join ${users} u on u.id = p.recipient_id
      where p.no_show_at is not null and p.no_show_at > ${since.toISOString()}::timestamptz
      group by u.id
      having count(*) >= ${least}
      order by no_shows desc, last_no_show_at desc, u.id`,
  );
}
