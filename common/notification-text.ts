import type { MemberNotification } from './types';

/** A notification's heading in the phone's shade (docs/product.md §8.5). */
export const NOTIFICATION_TITLES: Record<MemberNotification['type'], string> = {
  match: 'A match for your wish list',
  friend_request: 'Friend request',
  friend_accepted: 'New friend',
  listing_reserved: 'Reserved for you',
  listing_expiring: 'Your listing ends soon',
};

/** What a notification says, in the bell and in the shade alike (docs/product.md §8.5). */
export function notificationText(n: MemberNotification): string {
  switch (n.type) {
    case 'match':
      return `${n.listing.title} matches “${n.want.title}”, by ${n.seller.username}`;
    case 'friend_request':
      return `${n.actor.username} asked to be your friend`;
    case 'friend_accepted':
      return `${n.actor.username} accepted your friend request`;
    case 'listing_reserved':
      return `${n.actor.username} reserved ${n.listing.title} for you`;
    case 'listing_expiring':
      return `${n.listing.title} leaves the marketplace within a day: renew it to keep it on offer`;
  }
}
