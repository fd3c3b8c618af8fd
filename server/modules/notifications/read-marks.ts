import type { Db } from '@server/db/client';
import { notifications } from '@server/db/schema';
import { and, eq } from 'drizzle-orm';

/** What a member has read: one notification, all of them, or a friend request once answered. */

export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

export const friendRequestFrom = (recipientId: number, senderId: number) =>
  and(
    eq(notifications.userId, recipientId),
    eq(notifications.kind, 'friend_request'),
    eq(notifications.actorId, senderId),
  );

/** Marks read the notifications of a request its recipient has answered; how many changed. */
export async function markFriendRequestNoticesRead(
  db: Db,
  recipientId: number,
  senderId: number,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(friendRequestFrom(recipientId, senderId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
