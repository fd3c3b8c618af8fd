import { formatMessage, type MessageValues } from '@common/i18n/format';
import type { Locale, MessageKey } from '@common/i18n/locales';
import { notificationPath } from '@common/notification-path';
import type { MemberNotification } from '@common/types';
import type { DistanceUnit } from '@common/units';
import { distanceValues } from '@server/deliveries/distance';
import type { PushPayload } from '@server/jobs/push-payloads';
import '@server/i18n';

/** Repeats of one thing collapse into one entry in the phone's shade. */
function tagOf(n: MemberNotification): string {
  // A pickup's news replaces its older news in the shade.
  if ('pickup' in n) return `pickup:${n.pickup.id}`;
  // And a swap day's news replaces its older news (docs/product.md §7.19).
  if ('event' in n) return `event:${n.event.id}`;
  if (n.type === 'season_started') return `season_started:${n.want.id}`;
  return n.type === 'match' ||
    n.type === 'listing_reserved' ||
    n.type === 'listing_drawn' ||
    n.type === 'listing_expiring'
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
    case 'listing_drawn':
      return {
        title: 'push.listingDrawn.title',
        body: 'push.listingDrawn.body',
        values: { listing: n.listing.title },
      };
    case 'listing_expiring':
      return {
        title: 'push.listingExpiring.title',
        body: 'push.listingExpiring.body',
        values: { listing: n.listing.title },
      };
    case 'pickup_proposed':
      return pickupWords(n, 'push.pickupProposed.title', 'push.pickupProposed.body');
    case 'pickup_accepted':
      return pickupWords(n, 'push.pickupAccepted.title', 'push.pickupAccepted.body');
    case 'pickup_declined':
      return pickupWords(n, 'push.pickupDeclined.title', 'push.pickupDeclined.body');
    case 'pickup_cancelled':
      return pickupWords(n, 'push.pickupCancelled.title', 'push.pickupCancelled.body');
    case 'pickup_reminder':
      return pickupWords(n, 'push.pickupReminder.title', 'push.pickupReminder.body');
    case 'pickup_follow_up':
      return pickupWords(n, 'push.pickupFollowUp.title', 'push.pickupFollowUp.body');
    case 'event_nearby':
      return eventWords(n, 'push.eventNearby.title', 'push.eventNearby.body');
    case 'event_reminder':
      return eventWords(n, 'push.eventReminder.title', 'push.eventReminder.body');
    case 'event_cancelled':
      return eventWords(n, 'push.eventCancelled.title', 'push.eventCancelled.body');
    case 'season_started':
      return {
        title: 'push.seasonStarted.title',
        body: 'push.seasonStarted.body',
        values: { want: n.want.title },
      };
  }
}

/** A swap day's words: its host, title and place; the time, as a pickup's, the app shows. */
function eventWords(
  n: { actor: { username: string }; event: { title: string; place_name: string } },
  title: MessageKey,
  body: MessageKey,
) {
  return {
    title,
    body,
    values: { username: n.actor.username, event: n.event.title, place: n.event.place_name },
  };
}

/**
 * A pickup's words name the other party and the listing, not the time: the server does not
 * know the reader's time zone, and the app shows the time in theirs (docs/product.md §7.15).
 */
function pickupWords(
  n: { actor: { username: string }; listing: { title: string } },
  title: MessageKey,
  body: MessageKey,
) {
  return { title, body, values: { username: n.actor.username, listing: n.listing.title } };
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
    url: notificationPath(notification),
    tag: tagOf(notification),
  };
}
