import { NOTIFICATION_TITLES, notificationText } from '@common/notification-text';
import { NOTIFICATION_EVENT } from '@common/schemas/wants';
import type { MemberNotification } from '@common/types';
import type { AppContext } from '@server/context';
import { pushToMember } from '@server/modules/push/send';
import { emailFriendRequest } from './friend-request-email';
import { presentAny } from './presenter';
import { findNotification } from './queries';

/** Where a notification leads in the app (the client's routes, docs/product.md §2.2). */
function pathOf(n: MemberNotification): string {
  switch (n.type) {
    case 'match':
    case 'listing_reserved':
    case 'listing_expiring':
      return `/listings/${n.listing.id}`;
    case 'friend_request':
      return '/myfriends?view=pending';
    case 'friend_accepted':
      return `/seller/${n.actor.id}`;
  }
}

/** Repeats of one thing collapse into one entry in the phone's shade. */
function tagOf(n: MemberNotification): string {
  return n.type === 'match' || n.type === 'listing_reserved' || n.type === 'listing_expiring'
    ? `${n.type}:${n.listing.id}`
    : `${n.type}:${n.actor.id}`;
}

/**
 * Tells a member of a notification just stored: every open tab on every instance hears it at
 * once (the member's Socket.IO room, through the Redis adapter), and their devices through Web
 * Push; a friend request is also e-mailed. Push and e-mail check the member's channels and
 * run after the caller's request (docs/product.md §8.5).
 */
export function announcePresented(
  ctx: AppContext,
  userId: number,
  notification: MemberNotification,
): void {
  ctx.realtime.toUser(userId, NOTIFICATION_EVENT, notification);
  void pushToMember(ctx, userId, {
    kind: notification.type,
    title: NOTIFICATION_TITLES[notification.type],
    body: notificationText(notification),
    // A path: the service worker opens only pages of the origin it serves (client/src/sw.ts).
    url: pathOf(notification),
    tag: tagOf(notification),
  });
  if (notification.type === 'friend_request') void emailFriendRequest(ctx, notification.id);
}

/** announcePresented for a stored notification, read as GET /notifications shows it. */
export async function announce(
  ctx: AppContext,
  userId: number,
  notificationId: number,
): Promise<void> {
  try {
    const row = await findNotification(ctx.db, userId, notificationId);
    const notification = row && presentAny(row, ctx.config.photoKey);
    if (notification) announcePresented(ctx, userId, notification);
  } catch (err) {
    // The row is stored: the member still finds it in the app.
    ctx.logger.error({ err, userId, notificationId }, 'announcing a notification failed');
  }
}
