import type { Db } from '@server/db/client';
import { blocks, friendships, users } from '@server/db/schema';
import { memberNotDeleted } from '@server/policies/members';
import { and, desc, eq, or, sql } from 'drizzle-orm';

/** A member as the block list names them. */
export interface MemberCardRow {
  id: number;
  username: string;
  profilePicture: string | null;
}

const card = { id: users.id, username: users.username, profilePicture: users.profilePicture };

/** A member who exists and has not deleted their profile. */
export async function findMember(db: Db, id: number): Promise<MemberCardRow | undefined> {
  const [row] = await db
    .select(card)
    .from(users)
    .where(and(eq(users.id, id), memberNotDeleted()));
  return row;
}

/** Stores the block; a block already there is left as it was (its date included). */
export async function insertBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/**
 * Deletes the pair's friendship row whatever its state (one row per pair, whoever sent it),
 * answering what was deleted.
 */
export function deletePair(db: Db, a: number, b: number) {
  return db
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.senderId, a), eq(friendships.receiverId, b)),
        and(eq(friendships.senderId, b), eq(friendships.receiverId, a)),
      ),
    )
    .returning({
      senderId: friendships.senderId,
      receiverId: friendships.receiverId,
      status: friendships.status,
    });
}

/** The members `blockerId` blocks who still have a profile, most recently blocked first. */
export function listBlocked(db: Db, blockerId: number): Promise<MemberCardRow[]> {
  return db
    .select(card)
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(and(eq(blocks.blockerId, blockerId), memberNotDeleted()))
    .orderBy(desc(blocks.createdAt), desc(sql`${blocks.blockedId}`));
}
