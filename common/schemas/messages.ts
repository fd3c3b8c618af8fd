import { z } from 'zod';
import { say } from '../i18n/zod-messages';
import { MESSAGE_MAX } from '../limits';
import { memberCardSchema } from './friends';
import { idField, MAX_ID } from './ids';
import { pageLimit, queryId } from './query';

/** Shared by the chat form, the REST route and the socket handler (docs/product.md §10.4). */
export const messageContent = z
  .string(say('validation.messageRequired'))
  .trim()
  .min(1, say('validation.messageEmpty'))
  .max(MESSAGE_MAX, say('validation.messageTooLong', { max: MESSAGE_MAX }))
  // PostgreSQL cannot store NUL in text; the socket handler has no validate() to catch it.
  .refine((s) => !s.includes('\u0000'), say('validation.messageNul'));

/** A client-generated id (crypto.randomUUID): a resend after a drop is stored once. */
const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, say('validation.clientId'));

const notUserId = say('validation.userId');
const userId = z.coerce.number(notUserId).int(notUserId).positive(notUserId).max(MAX_ID, notUserId);

const notListingId = say('validation.listingId');

/**
 * A message to a deleted member is refused with 410 Gone (docs/product.md §10.4,
 * docs/decisions.md "Deleted members"); the chat says so and keeps the text.
 */
export const MEMBER_LEFT_STATUS = 410;

export const sendMessageSchema = z.object({
  receiver_id: userId,
  content: messageContent,
  client_id: clientId.optional(),
  /** The listing the message is about (docs/product.md §10.7); the sender must see it. */
  listing_id: z.coerce
    .number(notListingId)
    .int(notListingId)
    .positive(notListingId)
    .max(MAX_ID, notListingId)
    .optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** GET /messages: `cursor` continues after a page (the X-Next-Cursor header). */
export const threadsQuerySchema = z.object({
  limit: pageLimit,
  cursor: z
    .string(say('validation.cursorInvalid'))
    .regex(/^[mf]:\d{1,10}$/, say('validation.cursorInvalid'))
    // A message id or a member id, so a positive 32-bit integer.
    .refine((c) => {
      const id = Number(c.slice(2));
      return id >= 1 && id <= MAX_ID;
    }, say('validation.cursorInvalid'))
    .optional(),
  q: z.string().trim().max(100).optional(),
});
export type ThreadsQuery = z.infer<typeof threadsQuerySchema>;

/** GET /messages/{otherId}: the newest page, or the page of messages older than `before`. */
export const threadQuerySchema = z.object({
  limit: pageLimit,
  before: queryId('before').optional(),
});

export const otherIdParams = z.object({ otherId: userId });

/** What a message shows of the listing it is about (docs/product.md §10.7). */
const messageListingSchema = z.object({
  id: idField(),
  title: z.string(),
  /** The cover, signed for the viewer as the listing's own answers sign it. */
  image: z.string().nullable(),
  price: z.number(),
  type_id: z.number().int(),
  state_id: z.number().int(),
});
export type MessageListing = z.infer<typeof messageListingSchema>;

/** A stored message (docs/product.md §10.6); client_id lets the sender's outbox match it. */
export const messageSchema = z.object({
  id: idField(),
  /** Null once the member has deleted their account. */
  sender_id: idField().nullable(),
  receiver_id: idField().nullable(),
  content: z.string(),
  created_at: z.iso.datetime(),
  is_read: z.boolean(),
  client_id: z.string().nullable().optional(),
  /** The listing the message is about, null for none (docs/product.md §10.7). */
  listing_id: idField().nullable(),
  /**
   * That listing as the viewer may see it now; null when the message is about none, or when
   * the listing was deleted or the viewer can no longer see it ("no longer available").
   */
  listing: messageListingSchema.nullable(),
});

/** One conversation in the threads list, identified by the other member's id (docs/product.md §10.6). */
export const messageThreadSchema = z.object({
  /** `is_deleted`: the member deleted their profile (shown as "Deleted member"; no more messages). */
  other_user: memberCardSchema.extend({ is_deleted: z.boolean() }),
  /** Null for a friend with whom no message has been exchanged yet (listed last). */
  last_message: messageSchema.nullable(),
  /** True when a message to the viewer is unread (docs/product.md §10.4). */
  unread: z.boolean(),
  unread_count: z.number().int().nonnegative(),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

/** How many unread messages the viewer has (GET /messages/unread-count answers the number). */
export const unreadCountSchema = z.number().int().nonnegative();

/** POST /messages/{otherId}/mark-thread-read: how many messages it marked read. */
export const threadReadSchema = z.object({ marked: z.number().int().nonnegative() });
