import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { blocks } from '@server/db/schema';
import { type Detail, forbidden } from '@server/lib/errors';
import { noteAsked } from '@server/policies/asked';
import { outerRef } from '@server/policies/friends';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The members hidden from `userId` and from whom `userId` is hidden: those they block and
 * those who block them (docs/product.md §14.1), as a subquery. Both directions are index
 * scans (the primary key and blocks_blocked_idx).
 */
export function blockedEitherWayOf(userId: number | Placeholder | SQL): SQL {
  return sql`(select b.blocked_id from ${blocks} b where b.blocker_id = ${userId}
    union all select b.blocker_id from ${blocks} b where b.blocked_id = ${userId})`;
}

/**
 * True unless the member in `userColumn` and `userId` block one another, for queries over many
 * rows: `<> all(array(…))` reads the member's blocks once (an InitPlan), as
 * isAmongFriendsOf does for friends, and is true at once when there are none.
 */
export function notBlockedWith(
  userId: number | Placeholder | SQL,
  userColumn: AnyPgColumn | SQL,
): SQL {
  return sql`${outerRef(userColumn)} <> all(array${blockedEitherWayOf(userId)})`;
}

/** True when either member blocks the other. */
export async function blockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await rowsOf<{ blocked: boolean }>(
    db,
    sql`select exists (select 1 from ${blocks} where
      (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a})) as blocked`,
  );
  return !!row?.blocked;
}

/**
 * Refuses (403, in the words of what was refused) what one member does towards another when
 * either blocks the other: a friend request, a thank-you, a message (docs/product.md §14.1).
 */
export async function mustNotBeBlocked(
  db: Db,
  memberId: number,
  otherId: number,
  refused: Detail,
): Promise<void> {
  noteAsked();
  if (await blockedEitherWay(db, memberId, otherId)) throw forbidden(refused);
}

/** The ids of the members `userId` blocks and of those who block them. */
export async function blockedEitherWayIds(db: Db, userId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${blockedEitherWayOf(userId)} t(id)`,
  );
  return rows.map((r) => Number(r.id));
}
