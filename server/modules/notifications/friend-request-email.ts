import type { AppContext } from '@server/context';
import { listings, notifications, users } from '@server/db/schema';
import { friendRequestEmail } from '@server/emails/friend-request';
import type { EmailPayloads } from '@server/jobs/email-payloads';
import type { MailMessage } from '@server/lib/mailer';
import { memberNotDeleted } from '@server/policies/members';
import { noticeShownToItsRecipient } from '@server/policies/notifications';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { wants } from './channels';
import { unsubscribeLink } from './unsubscribe-link';

const recipient = alias(users, 'recipient');
const requester = alias(users, 'requester');

/**
 * The stored friend request notification with both members, when both are still members and
 * the recipient may still be told of it (server/policies/notifications.ts: neither blocks the
 * other, docs/product.md §14.1).
 */
async function requestOf(ctx: AppContext, notificationId: number) {
  const [row] = await ctx.db
    .select({
      userId: recipient.id,
      email: recipient.email,
      firstName: recipient.firstName,
      username: recipient.username,
      locale: recipient.locale,
      requester: {
        username: requester.username,
        firstName: requester.firstName,
        city: requester.city,
      },
    })
    .from(notifications)
    .innerJoin(recipient, eq(recipient.id, notifications.userId))
    .innerJoin(requester, eq(requester.id, notifications.actorId))
    .leftJoin(listings, eq(listings.id, notifications.listingId))
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.kind, 'friend_request'),
        memberNotDeleted(recipient),
        noticeShownToItsRecipient(requester),
      ),
    );
  return row;
}

/**
 * The `friend_request` e-mail (docs/product.md §8.9), composed when its job runs: nothing when
 * either member has left, either blocks the other or the recipient turned these e-mails off by then.
 */
export async function composeFriendRequestEmail(
  ctx: AppContext,
  { notification_id }: EmailPayloads['friend_request'],
): Promise<MailMessage | undefined> {
  const row = await requestOf(ctx, notification_id);
  if (!row || !(await wants(ctx, row.userId, 'friend_request', 'email'))) return undefined;
  return friendRequestEmail({
    to: row.email,
    userName: row.firstName || row.username,
    requester: row.requester,
    friendsLink: `${ctx.config.appUrl}/myfriends`,
    unsubscribeLink: unsubscribeLink(ctx, row.userId, 'friend_request'),
    // The recipient's language, never the requester's.
    locale: row.locale,
  });
}
