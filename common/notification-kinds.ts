/**
 * Every kind of thing a member can be told of (docs/product.md §8.5). `message` reaches a
 * member only outside the app (push, e-mail digest): in the app the chat's unread badge says it.
 */
export const NOTIFICATION_KINDS = [
  'match',
  'friend_request',
  'friend_accepted',
  'listing_reserved',
  'listing_expiring',
  'message',
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
  // The one warning before a listing leaves the marketplace (docs/product.md §7.14).
  listing_expiring: { email: true, push: true },
  message: { email: true, push: true },
};
