import type { AppContext } from '@server/context';
import { notifications, users } from '@server/db/schema';
import { friendRequestEmail } from '@server/emails/friend-request';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { wants } from './channels';
import { unsubscribeLink } from './unsubscribe-link';

const recipient = alias(users, 'recipient');
const requester = alias(users, 'requester');

/** The stored friend request notification with both members, when both are still members. */
async function requestOf(ctx: AppContext, notificationId: number) {
  const [row] = await ctx.db
    .select({
      userId: recipient.id,
      email: recipient.email,
      firstName: recipient.firstName,
      username: recipient.username,
      requester: {
        username: requester.username,
        firstName: requester.firstName,
        city: requester.city,
      },
    })
    .from(notifications)
    .innerJoin(recipient, eq(recipient.id, notifications.userId))
    .innerJoin(requester, eq(requester.id, notifications.actorId))
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.kind, 'friend_request'),
        isNull(recipient.deletedAt),
        isNull(requester.deletedAt),
      ),
    );
  return row;
}

/**
 * E-mails a member that someone asked to be their friend (docs/product.md §8.9), unless they
 * turned these e-mails off. Queued: the request that asked neither waits for it nor fails
 * with it; the notification row is the record.
 */
export async function emailFriendRequest(ctx: AppContext, notificationId: number): Promise<void> {
  ctx.mailQueue.push({
    kind: 'friend request',
    context: { notificationId },
    async compose() {
      const row = await requestOf(ctx, notificationId);
      if (!row || !(await wants(ctx, row.userId, 'friend_request', 'email'))) return undefined;
      return friendRequestEmail({
        to: row.email,
        userName: row.firstName || row.username,
        requester: row.requester,
        friendsLink: `${ctx.config.appUrl}/myfriends`,
        unsubscribeLink: unsubscribeLink(ctx, row.userId, 'friend_request'),
      });
    },
  });
}
