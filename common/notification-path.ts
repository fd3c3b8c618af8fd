import type { MemberNotification } from './types';

/**
 * Where each kind of notification leads (docs/product.md §8.5): the bell's link and the push's
 * address, one rule for both. A path, so the service worker opens it on its own origin.
 */
export function notificationPath(n: MemberNotification): string {
  switch (n.type) {
    case 'match':
    case 'listing_reserved':
    case 'listing_drawn':
    case 'listing_expiring':
    case 'pickup_proposed':
    case 'pickup_accepted':
    case 'pickup_declined':
    case 'pickup_cancelled':
    case 'pickup_reminder':
    case 'pickup_follow_up':
      return `/listings/${n.listing.id}`;
    case 'friend_request':
      return '/myfriends?view=pending';
    case 'friend_accepted':
      return `/seller/${n.actor.id}`;
  }
}
