import { LISTING_STATES } from '@common/codes';
import type { Db } from '@server/db/client';
import { friendships, listings, users } from '@server/db/schema';
import { visibleTo } from '@server/policies/listings';
import { memberNotDeleted } from '@server/policies/members';
import { and, asc, desc, eq, gt, ilike, lt, or, type SQL, sql } from 'drizzle-orm';

export type FriendshipRow = typeof friendships.$inferSelect;

/** The pair's row, whoever sent it; matches the least/greatest unique index exactly. */
export async function findPair(db: Db, a: number, b: number): Promise<FriendshipRow | undefined> {
  const [row] = await db
    .select()
    .from(friendships)
    .where(
      and(
        sql`least(${friendships.senderId}, ${friendships.receiverId}) = ${Math.min(a, b)}`,
        sql`greatest(${friendships.senderId}, ${friendships.receiverId}) = ${Math.max(a, b)}`,
      ),
    );
  return row;
}

export async function findRequest(db: Db, id: number): Promise<FriendshipRow | undefined> {
  const [row] = await db.select().from(friendships).where(eq(friendships.id, id));
  return row;
}

/** A member who exists and has not deleted their profile. */
export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), memberNotDeleted()));
  return !!row;
}

/** A LIKE pattern for a case-insensitive substring, with the user's wildcards escaped. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The other member of an accepted friendship of `userId`. */
const otherOf = (userId: number): SQL =>
  sql`case when ${friendships.senderId} = ${userId} then ${friendships.receiverId} else ${friendships.senderId} end`;

/** A member's friends in username order; `after` is the last username of the previous page. */
export function listFriends(
  db: Db,
  userId: number,
  opts: { q?: string | undefined; after?: string | undefined; limit: number },
) {
  return db
    .select({ id: users.id, username: users.username, profilePicture: users.profilePicture })
    .from(friendships)
    .innerJoin(users, eq(users.id, otherOf(userId)))
    .where(
      and(
        eq(friendships.status, 'accepted'),
        or(eq(friendships.senderId, userId), eq(friendships.receiverId, userId)),
        opts.q ? ilike(users.username, containsPattern(opts.q)) : undefined,
        opts.after ? gt(sql`lower(${users.username})`, opts.after.toLowerCase()) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.username})`))
    .limit(opts.limit);
}

/** Pending requests sent to `userId`, newest first; `before` is the last request id seen. */
export function listIncoming(
  db: Db,
  userId: number,
  opts: { before?: number | undefined; limit: number },
) {
  return db
    .select({
      id: friendships.id,
      userId: users.id,
      username: users.username,
      profilePicture: users.profilePicture,
      createdAt: friendships.createdAt,
    })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.senderId))
    .where(
      and(
        eq(friendships.receiverId, userId),
        eq(friendships.status, 'pending'),
        opts.before ? lt(friendships.id, opts.before) : undefined,
      ),
    )
    .orderBy(desc(friendships.id))
    .limit(opts.limit);
}

/** A new pending request; undefined when the pair already has a row (any state). */
export async function insertRequest(db: Db, senderId: number, receiverId: number) {
  const [row] = await db
    .insert(friendships)
    .values({ senderId, receiverId, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Turns a rejected row into a fresh request from `senderId`; undefined when the row is no
 * longer rejected (someone acted on it in the meantime).
 */
export async function renewRejected(db: Db, rowId: number, senderId: number, receiverId: number) {
  const [row] = await db
    .update(friendships)
    .set({ senderId, receiverId, status: 'pending', createdAt: new Date(), respondedAt: null })
    .where(and(eq(friendships.id, rowId), eq(friendships.status, 'rejected')))
    .returning();
  return row;
}

/** Answers a pending request addressed to `receiverId`; undefined if that no longer holds. */
export async function answerRequest(db: Db, id: number, receiverId: number, accept: boolean) {
  const [row] = await db
    .update(friendships)
    .set({ status: accept ? 'accepted' : 'rejected', respondedAt: new Date() })
    .where(
      and(
        eq(friendships.id, id),
        eq(friendships.receiverId, receiverId),
        eq(friendships.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** Deletes the pair's row when it is a friendship, or a request `userId` sent. */
export async function deleteFriendshipOrOwnRequest(db: Db, rowId: number, userId: number) {
  const [row] = await db
    .delete(friendships)
    .where(
      and(
        eq(friendships.id, rowId),
        or(
          eq(friendships.status, 'accepted'),
          and(eq(friendships.status, 'pending'), eq(friendships.senderId, userId)),
        ),
      ),
    )
    .returning({ id: friendships.id });
  return row;
}

/** The newest public listings of a member, as a guest would see them (for the invitation). */
export function publicItemsOf(db: Db, userId: number, limit: number) {
  return db
    .select({ id: listings.id, title: listings.title, categoryId: listings.categoryId })
    .from(listings)
    .where(
      and(
        eq(listings.ownerId, userId),
        eq(listings.stateId, LISTING_STATES.available),
        visibleTo(undefined),
      ),
    )
    .orderBy(desc(listings.createdAt))
    .limit(limit);
}
