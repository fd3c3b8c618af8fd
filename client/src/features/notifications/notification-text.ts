import { formatMessage } from '@common/i18n/format';
import { formatDate, formatNumber } from '@common/i18n/formats';
import type { Locale, MessageKey } from '@common/i18n/locales';
import type { MatchNotification, MemberNotification } from '@common/types';
import { type DistanceUnit, KM_PER_MILE } from '@common/units';

/**
 * What notifications say in the bell, made when shown from the data stored with them, so a
 * member who changes language reads the old ones in the new one (docs/decisions.md "Languages").
 */

/**
 * A match's whole distance in the member's unit, rounded as server/deliveries/distance.ts
 * does for pushes and e-mails: "6 mi", "less than 1 km".
 */
function wholeDistance(km: number, unit: DistanceUnit, locale: Locale): string {
  if (km < 1) return formatMessage(locale, 'notifications.distance.under', { unit });
  const amount = Math.max(1, unit === 'mi' ? Math.round(km / KM_PER_MILE) : km);
  return formatMessage(locale, 'notifications.distance.amount', {
    amount: formatNumber(locale, amount),
    unit,
  });
}

/**
 * Whether a friend offers a match and how far (docs/product.md §8.5): "your friend, 6 mi
 * away", "10 km away", "your friend" alone for a friend with no location, else nothing.
 * Whole kilometres, as stored, while the unit is not known yet.
 */
export function matchDistance(
  n: Pick<MatchNotification, 'distance_km' | 'is_friend'>,
  unit: DistanceUnit | undefined,
  locale: Locale,
): string | undefined {
  if (n.distance_km === null)
    return n.is_friend ? formatMessage(locale, 'notifications.match.friend') : undefined;
  return formatMessage(locale, 'notifications.match.away', {
    friend: n.is_friend ? 'yes' : 'no',
    distance: wholeDistance(n.distance_km, unit ?? 'km', locale),
  });
}

/** The sentence of every kind but a match, which the bell lays out as a card. */
export function notificationSentence(
  n: Exclude<MemberNotification, MatchNotification>,
  locale: Locale,
): string {
  switch (n.type) {
    case 'friend_request':
      return formatMessage(locale, 'notifications.friendRequest', { name: n.actor.username });
    case 'friend_accepted':
      return formatMessage(locale, 'notifications.friendAccepted', { name: n.actor.username });
    case 'listing_reserved':
      return formatMessage(locale, 'notifications.listingReserved', {
        name: n.actor.username,
        title: n.listing.title,
      });
    case 'listing_drawn':
      return formatMessage(locale, 'notifications.listingDrawn', { title: n.listing.title });
    case 'listing_expiring':
      return formatMessage(locale, 'notifications.listingExpiring', { title: n.listing.title });
    case 'pickup_proposed':
      return pickupSentence('notifications.pickupProposed', n, locale);
    case 'pickup_accepted':
      return pickupSentence('notifications.pickupAccepted', n, locale);
    case 'pickup_declined':
      return pickupSentence('notifications.pickupDeclined', n, locale);
    case 'pickup_cancelled':
      return pickupSentence('notifications.pickupCancelled', n, locale);
    case 'pickup_reminder':
      return pickupSentence('notifications.pickupReminder', n, locale);
    case 'pickup_follow_up':
      return pickupSentence('notifications.pickupFollowUp', n, locale);
    case 'event_nearby':
      return eventSentence('notifications.eventNearby', n, locale);
    case 'event_reminder':
      return eventSentence('notifications.eventReminder', n, locale);
    case 'event_cancelled':
      return eventSentence('notifications.eventCancelled', n, locale);
    case 'season_started':
      return formatMessage(locale, 'notifications.seasonStarted', { title: n.want.title });
  }
}

/**
 * A swap day's sentence: its host, title and place, and its time in the reader's own zone
 * (docs/product.md §7.19).
 */
function eventSentence(
  key: MessageKey,
  n: Extract<MemberNotification, { event: unknown }>,
  locale: Locale,
): string {
  return formatMessage(locale, key, {
    name: n.actor.username,
    title: n.event.title,
    place: n.event.place_name,
    when: formatDate(locale, n.event.starts_at, 'monthDayTime'),
  });
}

/**
 * A pickup's sentence: the other member, the listing, and the time in the reader's own zone,
 * which only the browser knows (docs/product.md §7.15).
 */
function pickupSentence(
  key: MessageKey,
  n: Extract<MemberNotification, { pickup: unknown }>,
  locale: Locale,
): string {
  return formatMessage(locale, key, {
    name: n.actor.username,
    title: n.listing.title,
    when: formatDate(locale, n.pickup.starts_at, 'monthDayTime'),
  });
}
