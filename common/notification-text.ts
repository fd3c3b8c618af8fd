import type { MatchNotification, MemberNotification } from './types';
import { type DistanceUnit, wholeDistance } from './units';

/** A notification's heading in the phone's shade (docs/product.md §8.5). */
export const NOTIFICATION_TITLES: Record<MemberNotification['type'], string> = {
  match: 'A match for your wish list',
  friend_request: 'Friend request',
  friend_accepted: 'New friend',
  listing_reserved: 'Reserved for you',
  listing_drawn: 'Someone else was chosen',
  listing_expiring: 'Your listing ends soon',
  pickup_proposed: 'Pickup proposed',
  pickup_accepted: 'Pickup accepted',
  pickup_declined: 'Pickup declined',
  pickup_cancelled: 'Pickup cancelled',
  pickup_reminder: 'Pickup soon',
  pickup_follow_up: 'How did the pickup go?',
  event_nearby: 'A swap day near you',
  event_reminder: 'Swap day tomorrow',
  event_cancelled: 'Swap day cancelled',
  season_started: 'Season started',
};

/**
 * Whether a friend offers a match and how far, in the member's unit (docs/product.md §8.5):
 * "your friend, 6 mi away", "10 km away", "less than 1 mi away", "your friend" alone for a
 * friend with no location. Whole kilometres, as stored, while the unit is not known yet.
 */
export function distanceText(
  n: Pick<MatchNotification, 'distance_km' | 'is_friend'>,
  unit: DistanceUnit = 'km',
): string {
  const parts = [];
  if (n.is_friend) parts.push('your friend');
  if (n.distance_km !== null) parts.push(`${wholeDistance(n.distance_km, unit)} away`);
  return parts.join(', ');
}

/**
 * What a notification says, in the bell and in the shade alike (docs/product.md §8.5); a match's
 * distance in the recipient's unit.
 */
export function notificationText(n: MemberNotification, unit?: DistanceUnit): string {
  switch (n.type) {
    case 'match': {
      const where = distanceText(n, unit);
      return `${n.listing.title} matches “${n.want.title}”, by ${n.seller.username}${where ? `, ${where}` : ''}`;
    }
    case 'friend_request':
      return `${n.actor.username} asked to be your friend`;
    case 'friend_accepted':
      return `${n.actor.username} accepted your friend request`;
    case 'listing_reserved':
      return `${n.actor.username} reserved ${n.listing.title} for you`;
    case 'listing_drawn':
      return `Someone else was chosen for ${n.listing.title}`;
    case 'listing_expiring':
      return `${n.listing.title} leaves the marketplace within a day: renew it to keep it on offer`;
    case 'pickup_proposed':
      return `${n.actor.username} proposed a pickup of ${n.listing.title}`;
    case 'pickup_accepted':
      return `${n.actor.username} accepted the pickup of ${n.listing.title}`;
    case 'pickup_declined':
      return `${n.actor.username} declined the pickup of ${n.listing.title}`;
    case 'pickup_cancelled':
      return `${n.actor.username} cancelled the pickup of ${n.listing.title}`;
    case 'pickup_reminder':
      return `Pickup of ${n.listing.title} with ${n.actor.username} in two hours`;
    case 'pickup_follow_up':
      return `Did ${n.actor.username} pick up ${n.listing.title}? Mark it given or sold, or say they did not come`;
    case 'event_nearby':
      return `${n.actor.username} hosts a swap day near you: ${n.event.title}, at ${n.event.place_name}`;
    case 'event_reminder':
      return `${n.event.title} is tomorrow, at ${n.event.place_name}`;
    case 'event_cancelled':
      return `${n.actor.username} cancelled ${n.event.title}`;
    case 'season_started':
      return `It is ${n.want.title} season: we will tell you when neighbours list ${n.want.title}`;
  }
}
