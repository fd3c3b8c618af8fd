import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { friendships } from '@server/db/schema';
import { Column, getTableName, is, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * An outer column as `"table"."column"`. Drizzle writes columns unqualified in one-table
 * queries, and inside a subquery on friendships a bare `"id"` would be the friendship's id.
 */
export function outerRef(value: unknown): SQL {
  if (is(value, Column)) {
    return sql`${sql.identifier(getTableName(value.table))}.${sql.identifier(value.name)}`;
  }
  return sql`${value}`;
}

/** True when `viewerId` and the member in `userColumn` are accepted friends (index-backed). */
function isFriendOf(viewerId: number, userColumn: AnyPgColumn | SQL): SQL {
  const other = outerRef(userColumn);
  return sql`exists (select 1 from ${friendships} f where f.status = 'accepted' and (
    (f.sender_id = ${viewerId} and f.receiver_id = ${other}) or
    (f.receiver_id = ${viewerId} and f.sender_id = ${other})))`;
}

/** The ids of a member's accepted friends, as a subquery. */
export function friendIdsOf(userId: number | Placeholder | SQL): SQL {
  return sql`(select case when f.sender_id = ${userId} then f.receiver_id else f.sender_id end
    from ${friendships} f where f.status = 'accepted' and (f.sender_id = ${userId} or f.receiver_id = ${userId}))`;
}

/**
 * True when the member in `userColumn` is one of `userId`'s accepted friends, for queries that
 * test many rows. `= any(array(…))` reads the friend list once (an InitPlan), so the planner
 * neither repeats a subquery per row nor charges one per index probe: a correlated EXISTS or
 * `in (…)` made PostgreSQL hash-join all users instead of probing their primary key.
 */
export function isAmongFriendsOf(userId: number, userColumn: AnyPgColumn | SQL): SQL {
  return sql`${outerRef(userColumn)} = any(array${friendIdsOf(userId)})`;
}

export async function areFriends(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await rowsOf<{ ok: boolean }>(db, sql`select ${isFriendOf(a, sql`${b}`)} as ok`);
  return !!row?.ok;
}

/** A friendship's or a request's two members, in the order the request was sent. */
interface Pair {
  senderId: number;
  receiverId: number;
}

/** Whether the member is one of the pair: the only ones told the request exists. */
export function isInPair(pair: Pair, memberId: number): boolean {
  return isRequester(pair, memberId) || isRecipient(pair, memberId);
}

/** Whether the member sent the request: theirs to cancel, not to answer (docs/product.md §9.8). */
export function isRequester(pair: Pair, memberId: number): boolean {
  return pair.senderId === memberId;
}

/** Whether the request was sent to the member: theirs alone to answer (docs/product.md §9.8). */
export function isRecipient(pair: Pair, memberId: number): boolean {
  return pair.receiverId === memberId;
}
