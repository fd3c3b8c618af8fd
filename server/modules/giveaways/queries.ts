import type { RedrawReason } from '@common/schemas/giveaways';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { listingDraws, listingInterests, listings, pickups, users } from '@server/db/schema';
import { notBlockedWith } from '@server/policies/blocks';
import { visibleTo } from '@server/policies/listings';
import { memberNotDeleted } from '@server/policies/members';
import { fullShare } from '@server/policies/reservations';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** An interested member, as the raw statements below name them. */
const u = alias(users, 'u');

/** An interested member, as the owner's list and the draw read them (docs/product.md §7.16). */
export interface InterestedRecord {
  id: number;
  username: string;
  profile_picture: string | null;
  note: string;
  created_at: Date | string;
}

/**
 * Says a member is interested, or replaces their note: their place in the queue (created_at)
 * stays. `created` tells the first time apart.
 */
export async function upsertInterest(
  db: Db,
  listingId: number,
  userId: number,
  note: string,
): Promise<{ note: string; createdAt: Date; created: boolean }> {
  const [row] = await db
    .insert(listingInterests)
    .values({ listingId, userId, note })
    .onConflictDoUpdate({
      target: [listingInterests.listingId, listingInterests.userId],
      set: { note },
    })
    .returning({
      note: listingInterests.note,
      createdAt: listingInterests.createdAt,
      // A row inserted now has no older version: xmax is 0 only then.
      created: sql<boolean>`(xmax = 0)`.mapWith((v: unknown) => v === true || v === 't'),
    });
  return row!;
}

/** The member's own interest in a listing, if they said it. */
export async function findInterest(db: Db, listingId: number, userId: number) {
  const [row] = await db
    .select({ note: listingInterests.note })
    .from(listingInterests)
    .where(and(eq(listingInterests.listingId, listingId), eq(listingInterests.userId, userId)));
  return row;
}

export async function deleteInterest(db: Db, listingId: number, userId: number): Promise<void> {
  await db
    .delete(listingInterests)
    .where(and(eq(listingInterests.listingId, listingId), eq(listingInterests.userId, userId)));
}

/**
 * The members interested in the owner's giveaway, oldest first: not those who left, nor those a
 * block separates from the owner (as askers, server/policies/reservations.ts).
 */
export async function interestedIn(
  db: Db,
  listingId: number,
  ownerId: number,
): Promise<InterestedRecord[]> {
  return interestedRows<InterestedRecord>(db, listingId, ownerId, sql``);
}

/** An interested member as the draw weighs them. */
export interface CandidateRecord extends InterestedRecord {
  /** They may still see the giveaway (it may have been made private since they said so). */
  may_see: boolean;
  /** They already hold their fair share of reserved listings. */
  full: boolean;
}

/**
 * The interested members with what decides whether they are in the draw (docs/product.md
 * §7.16), in one statement: the listings policy and the fair share asked of each member as
 * columns, rather than two statements per member.
 */
export async function drawCandidates(
  db: Db,
  listingId: number,
  ownerId: number,
): Promise<CandidateRecord[]> {
  return interestedRows<CandidateRecord>(
    db,
    listingId,
    ownerId,
    sql`, exists (select 1 from ${listings} where ${listings.id} = ${listingId}
          and ${visibleTo(sql`u.id`)}) as may_see,
        ${fullShare(sql`u.id`)} as full`,
  );
}

function interestedRows<T>(db: Db, listingId: number, ownerId: number, columns: SQL) {
  return rowsOf<T>(
    db,
    sql`select u.id, u.username, u.profile_picture, i.note, i.created_at ${columns}
      from ${listingInterests} i join ${users} u on u.id = i.user_id
      where i.listing_id = ${listingId} and ${memberNotDeleted(u)}
        and ${notBlockedWith(ownerId, sql`u.id`)}
      order by i.created_at, u.id`,
  );
}

/** How many members who have not left are interested, as listing answers count them. */
export async function interestCount(db: Db, listingId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${listingInterests} i join ${users} u on u.id = i.user_id
      where i.listing_id = ${listingId} and ${memberNotDeleted(u)}`,
  );
  return Number(row?.n ?? 0);
}

/** A giveaway's latest draw, and every member its draws chose. */
export async function drawsSoFar(db: Db, listingId: number) {
  const rows = await db
    .select({ chosenId: listingDraws.chosenId, drawnAt: listingDraws.drawnAt })
    .from(listingDraws)
    .where(eq(listingDraws.listingId, listingId))
    .orderBy(desc(listingDraws.drawnAt), desc(listingDraws.id));
  return { latest: rows[0], chosenBefore: new Set(rows.map((r) => r.chosenId)) };
}

/**
 * What the member a draw chose did since, if it lets the owner draw again: they did not come
 * to an agreed pickup (the owner's no-show), declined the last time the owner offered them
 * (no time of theirs came after it), or took back their interest (or left Homegrown). Read from
 * the rows those acts leave, pickups and interests, so the owner cannot claim one by themselves.
 */
export async function redrawReason(
  db: Db,
  listingId: number,
  ownerId: number,
  draw: { chosenId: number; drawnAt: Date },
): Promise<RedrawReason | undefined> {
  const since = draw.drawnAt.toISOString();
  const [row] = await rowsOf<{ no_show: boolean; declined: boolean; withdrew: boolean }>(
    db,
    sql`select
        exists (select 1 from ${pickups} p where p.listing_id = ${listingId}
          and p.recipient_id = ${draw.chosenId} and p.no_show_at is not null
          and p.created_at >= ${since}::timestamptz) as no_show,
        coalesce((select p.proposed_by = ${ownerId} and p.state = 'declined' from ${pickups} p
          where p.listing_id = ${listingId} and p.recipient_id = ${draw.chosenId}
            and p.created_at >= ${since}::timestamptz
          order by p.created_at desc, p.id desc limit 1), false) as declined,
        not exists (select 1 from ${listingInterests} i join ${users} u on u.id = i.user_id
          where i.listing_id = ${listingId} and i.user_id = ${draw.chosenId}
            and ${memberNotDeleted(u)}) as withdrew`,
  );
  if (row?.no_show) return 'no_show';
  if (row?.declined) return 'declined';
  if (row?.withdrew) return 'withdrew';
  return undefined;
}
