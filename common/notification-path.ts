import type { MemberNotification } from './types';

/**
 * Where each kind of notification leads (docs/product.md §8.5): the bell's link and the push's
 * address, one rule for both. Every kind but the two about friends is about a listing and opens
 * it. A path, so the service worker opens it on its own origin.
 */
export function notificationPath(n: MemberNotification): string {
  if (n.type === 'friend_request') return '/myfriends?view=pending';
  if (n.type === 'friend_accepted') return `/seller/${n.actor.id}`;
  return `/listings/${n.listing.id}`;
}
