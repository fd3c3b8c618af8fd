/** What the two sides of a pickup are told (docs/product.md §7.15). */
export const PICKUP_NOTIFICATION_KINDS = [
  'pickup_proposed',
  'pickup_accepted',
  'pickup_declined',
  'pickup_cancelled',
  'pickup_reminder',
  'pickup_follow_up',
] as const;
export type PickupNotificationKind = (typeof PICKUP_NOTIFICATION_KINDS)[number];

/**
 * Every kind of thing a member can be told of (docs/product.md §8.5). `message` reaches a
 * member only outside the app (push, e-mail digest): in the app the chat's unread badge says it.
 */
export const NOTIFICATION_KINDS = [
  'match',
  'friend_request',
  'friend_accepted',
  'listing_reserved',
  'listing_drawn',
  'listing_expiring',
  'message',
  ...PICKUP_NOTIFICATION_KINDS,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The channels outside the app, per kind. */
export interface ChannelChoice {
  email: boolean;
  push: boolean;
}

/**
 * What a member hears of before they choose: e-mail for matches, friend requests, listings
 * about to end and message digests; push for every kind (it only reaches devices the member subscribed).
 */
export const DEFAULT_CHANNELS: Record<NotificationKind, ChannelChoice> = {
  match: { email: true, push: true },
  friend_request: { email: true, push: true },
  friend_accepted: { email: false, push: true },
  listing_reserved: { email: false, push: true },
  // A fair giveaway's draw went to someone else (docs/product.md §7.16).
  listing_drawn: { email: false, push: true },
  // The one warning before a listing leaves the marketplace (docs/product.md §7.14).
  listing_expiring: { email: true, push: true },
  message: { email: true, push: true },
  // Between two members already talking: the bell and the phone, no e-mail (§7.15).
  pickup_proposed: { email: false, push: true },
  pickup_accepted: { email: false, push: true },
  pickup_declined: { email: false, push: true },
  pickup_cancelled: { email: false, push: true },
  pickup_reminder: { email: false, push: true },
  pickup_follow_up: { email: false, push: true },
};
