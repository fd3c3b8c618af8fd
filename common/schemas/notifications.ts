import { z } from 'zod';
import { idField } from './ids';
import { pageLimit, queryBoolean, queryId } from './query';

/** GET /notifications: newest first, `cursor` is the last id of the previous page. */
export const notificationListQuery = z.object({
  limit: pageLimit,
  cursor: queryId('cursor').optional(),
  unread: queryBoolean('unread').optional(),
});

const id = idField();

/** A wish-list match (docs/product.md §8.4, §8.8): what matched, where, who, how far. */
export const matchNotificationSchema = z.object({
  id,
  kind: z.literal('match'),
  is_read: z.boolean(),
  created_at: z.iso.datetime(),
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

/** GET /notifications/unread-count. */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
