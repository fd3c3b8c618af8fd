import { formatMessage, type MessageValues } from '@common/i18n/format';
import type { Locale, MessageKey } from '@common/i18n/locales';
import type { MemberNotification } from '@common/types';
import type { DistanceUnit } from '@common/units';
import { distanceValues } from '@server/deliveries/distance';
import type { PushPayload } from '@server/deliveries/push-payloads';
import '@server/i18n';

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

/** A notification's heading and line in the shade: its catalogue keys and their values. */
function wordsOf(
  n: MemberNotification,
  unit: DistanceUnit,
): { title: MessageKey; body: MessageKey; values: MessageValues } {
  switch (n.type) {
    case 'match':
      return {
        title: 'push.match.title',
        body: 'push.match.body',
        values: {
          listing: n.listing.title,
          want: n.want.title,
          seller: n.seller.username,
          friend: n.is_friend ? 'yes' : 'no',
          ...distanceValues(n.distance_km, unit),
        },
      };
    case 'friend_request':
      return {
        title: 'push.friendRequest.title',
        body: 'push.friendRequest.body',
        values: { username: n.actor.username },
      };
    case 'friend_accepted':
      return {
        title: 'push.friendAccepted.title',
        body: 'push.friendAccepted.body',
        values: { username: n.actor.username },
      };
    case 'listing_reserved':
      return {
        title: 'push.listingReserved.title',
        body: 'push.listingReserved.body',
        values: { username: n.actor.username, listing: n.listing.title },
      };
    case 'listing_expiring':
      return {
        title: 'push.listingExpiring.title',
        body: 'push.listingExpiring.body',
        values: { listing: n.listing.title },
      };
  }
}

/**
 * A notification as a phone shows it (docs/product.md §8.10), in its recipient's language
 * (docs/decisions.md "Languages"), a match's distance in the unit they read (§6.3). The stored
 * notification keeps only data: the words are made here, when it is pushed.
 */
export function pushOf(
  notification: MemberNotification,
  unit: DistanceUnit,
  locale: Locale,
): PushPayload {
  const { title, body, values } = wordsOf(notification, unit);
  return {
    title: formatMessage(locale, title),
    body: formatMessage(locale, body, values),
    // A path: the service worker opens only pages of the origin it serves (client/src/sw.ts).
    url: pathOf(notification),
    tag: tagOf(notification),
  };
}
