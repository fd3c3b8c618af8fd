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

/** What neighbours and attendees of a swap day are told (docs/product.md §7.19). */
export const EVENT_NOTIFICATION_KINDS = [
  'event_nearby',
  'event_reminder',
  'event_cancelled',
] as const;
export type EventNotificationKind = (typeof EVENT_NOTIFICATION_KINDS)[number];

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
  ...EVENT_NOTIFICATION_KINDS,
  'season_started',
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
  // Swap days: the bell and the phone, no e-mail (§7.19); a member who turns event_nearby's
  // push off is not told of new ones at all.
  event_nearby: { email: false, push: true },
  event_reminder: { email: false, push: true },
  event_cancelled: { email: false, push: true },
  // A seasonal want wakes on its season's first day: the bell and the phone (§8.11).
  season_started: { email: false, push: true },
};
