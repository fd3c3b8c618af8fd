import { NOTIFICATION_TITLES, notificationText } from '@common/notification-text';
import type { MemberNotification } from '@common/types';
import type { DistanceUnit } from '@common/units';
import type { PushPayload } from '@server/deliveries/push-payloads';

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
 * A notification as a phone shows it (docs/product.md §8.10), a match's distance in the unit
 * its recipient reads (§6.3).
 */
export function pushOf(notification: MemberNotification, unit: DistanceUnit): PushPayload {
  return {
    title: NOTIFICATION_TITLES[notification.type],
    body: notificationText(notification, unit),
    // A path: the service worker opens only pages of the origin it serves (client/src/sw.ts).
    url: pathOf(notification),
    tag: tagOf(notification),
  };
}
