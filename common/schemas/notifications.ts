import { z } from 'zod';
import type { EventNotificationKind, PickupNotificationKind } from '../notification-kinds';
import { idField } from './ids';
import { pageLimit, queryBoolean, queryId } from './query';

/** GET /notifications: newest first, `cursor` is the last id of the previous page. */
export const notificationListQuery = z.object({
  limit: pageLimit,
  cursor: queryId('cursor').optional(),
  unread: queryBoolean('unread').optional(),
});

const id = idField();

/**
 * What every kind carries: `type` names the kind; `kind` is the same value, kept for clients
 * that read it before there was more than one kind (docs/product.md §8.8).
 */
function notificationOf<K extends string>(kind: K) {
  return {
    id,
    type: z.literal(kind),
    kind: z.literal(kind),
    is_read: z.boolean(),
    created_at: z.iso.datetime(),
  };
}

/** Who did it: the member who asked, accepted or reserved. */
const actor = z.object({ id, username: z.string(), profile_picture: z.string().nullable() });

/** A wish-list match (docs/product.md §8.4, §8.8): what matched, where, who, how far. */
export const matchNotificationSchema = z.object({
  ...notificationOf('match'),
  want: z.object({ id, title: z.string(), category_id: z.number().int() }),
  listing: z.object({
    id,
    title: z.string(),
    featured_image: z.string().nullable(),
    category_id: z.number().int(),
    type_id: z.number().int(),
    price: z.number(),
  }),
  seller: z.object({
    id,
    username: z.string(),
    profile_picture: z.string().nullable(),
    city: z.string().nullable(),
  }),
  /** Whole kilometres between the two homes; null when a friend's has no known location. */
  distance_km: z.number().int().nullable(),
  is_friend: z.boolean(),
});

/** Someone asked to be the member's friend (docs/product.md §9.1). */
const friendRequestNotificationSchema = z.object({
  ...notificationOf('friend_request'),
  actor,
});

/** The member's friend request was accepted. */
const friendAcceptedNotificationSchema = z.object({
  ...notificationOf('friend_accepted'),
  actor,
});

/** A seller reserved a listing for the member. */
const listingReservedNotificationSchema = z.object({
  ...notificationOf('listing_reserved'),
  actor,
  listing: z.object({ id, title: z.string(), featured_image: z.string().nullable() }),
});

/** A giveaway the member was interested in was drawn for someone else (docs/product.md §7.16). */
const listingDrawnNotificationSchema = z.object({
  ...notificationOf('listing_drawn'),
  actor,
  listing: z.object({ id, title: z.string(), featured_image: z.string().nullable() }),
});

/** One of the member's own listings ends within a day (docs/product.md §7.14). */
const listingExpiringNotificationSchema = z.object({
  ...notificationOf('listing_expiring'),
  listing: z.object({ id, title: z.string(), featured_image: z.string().nullable() }),
});

/** The pickup a notice is about, as it was when told (docs/product.md §7.15). */
const pickupNoticeOf = <K extends PickupNotificationKind>(kind: K) =>
  z.object({
    ...notificationOf(kind),
    /** The other party: who proposed, answered or cancelled, or whom the member meets. */
    actor,
    listing: z.object({ id, title: z.string(), featured_image: z.string().nullable() }),
    pickup: z.object({ id, starts_at: z.iso.datetime(), ends_at: z.iso.datetime() }),
  });

const pickupProposedNotificationSchema = pickupNoticeOf('pickup_proposed');
const pickupAcceptedNotificationSchema = pickupNoticeOf('pickup_accepted');
const pickupDeclinedNotificationSchema = pickupNoticeOf('pickup_declined');
const pickupCancelledNotificationSchema = pickupNoticeOf('pickup_cancelled');
/** Two hours before an accepted pickup, to both. */
const pickupReminderNotificationSchema = pickupNoticeOf('pickup_reminder');
/** To the owner once an accepted pickup is over: mark it handed over, or a no-show. */
const pickupFollowUpNotificationSchema = pickupNoticeOf('pickup_follow_up');

/**
 * The swap day a notice is about, as it was when told (docs/product.md §7.19); `actor` is its
 * host.
 */
const eventNoticeOf = <K extends EventNotificationKind>(kind: K) =>
  z.object({
    ...notificationOf(kind),
    actor,
    event: z.object({
      id,
      title: z.string(),
      place_name: z.string(),
      starts_at: z.iso.datetime(),
      ends_at: z.iso.datetime(),
    }),
  });

/** A new swap day within 25 km of the member's cloaked point. */
const eventNearbyNotificationSchema = eventNoticeOf('event_nearby');
/** The day before a swap day the member said they go to. */
const eventReminderNotificationSchema = eventNoticeOf('event_reminder');
/** Its host cancelled a swap day the member said they go to. */
const eventCancelledNotificationSchema = eventNoticeOf('event_cancelled');

/** The first day of a seasonal want's months, in its owner's time zone (docs/product.md §8.11). */
const seasonStartedNotificationSchema = z.object({
  ...notificationOf('season_started'),
  want: z.object({ id, title: z.string(), category_id: z.number().int() }),
});

/** Any notification the bell shows (docs/product.md §8.5), told apart by `type`. */
export const notificationSchema = z.discriminatedUnion('type', [
  matchNotificationSchema,
  friendRequestNotificationSchema,
  friendAcceptedNotificationSchema,
  listingReservedNotificationSchema,
  listingDrawnNotificationSchema,
  listingExpiringNotificationSchema,
  pickupProposedNotificationSchema,
  pickupAcceptedNotificationSchema,
  pickupDeclinedNotificationSchema,
  pickupCancelledNotificationSchema,
  pickupReminderNotificationSchema,
  pickupFollowUpNotificationSchema,
  eventNearbyNotificationSchema,
  eventReminderNotificationSchema,
  eventCancelledNotificationSchema,
  seasonStartedNotificationSchema,
]);

/** GET /notifications/unread-count. */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
