import type { MemberNotification } from './types';

/**
 * Where each kind of notification leads (docs/product.md §8.5): the bell's link and the push's
 * address, one rule for both. Every kind but the two about friends and those about swap days is
 * about a listing and opens it. A path, so the service worker opens it on its own origin.
 */
export function notificationPath(n: MemberNotification): string {
  if (n.type === 'friend_request') return '/myfriends?view=pending';
  if (n.type === 'friend_accepted') return `/seller/${n.actor.id}`;
  // A swap day's page (docs/product.md §7.19); a cancelled one answers that it is gone.
  if ('event' in n) return `/swap-days/${n.event.id}`;
  // A seasonal want's news opens the wish list it is on (docs/product.md §8.11).
  if (n.type === 'season_started') return '/my-listings?tab=want';
  return `/listings/${n.listing.id}`;
}
