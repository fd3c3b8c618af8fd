import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listings, wantListings } from './listings';
import { users } from './users';

/** One row per pair of members: a request that is pending, accepted (friends) or rejected. */
export const friendships = pgTable(
  'friendships',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friendships_pair_key').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
    ),
    index('friendships_receiver_idx').on(t.receiverId, t.status),
    index('friendships_sender_idx').on(t.senderId, t.status),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    /** Null once the author deleted their profile; the other side keeps the conversation. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    receiverId: integer('receiver_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /**
     * The listing the message is about (docs/product.md §10.7). No foreign key: when the
     * listing is deleted the thread still knows there was one ("no longer available").
     */
    listingId: integer('listing_id'),
    /** Client-generated id: a resend after a dropped connection is stored once. */
    clientId: text('client_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_pair_idx').on(t.senderId, t.receiverId, t.id),
    index('messages_receiver_idx').on(t.receiverId, t.senderId, t.id),
    // Unread counts per member and per thread; messages of deleted members are skipped.
    index('messages_unread_pair_idx').on(t.receiverId, t.senderId).where(sql`${t.isRead} = false`),
    // Who has asked about a listing, newest first.
    index('messages_listing_idx').on(t.listingId, t.id).where(sql`${t.listingId} is not null`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

/**
 * One row per member and conversation partner, kept by a trigger on messages (see the
 * conversations migration): the threads list reads a member's rows newest first through
 * (user_id, last_message_id) instead of scanning every message they ever exchanged.
 */
export const conversations = pgTable(
  'conversations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.otherId] }),
    index('conversations_user_last_idx').on(t.userId, t.lastMessageId.desc()),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('match'),
    wantId: integer('want_id').references(() => wantListings.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    /** Who did it: the member who asked to be friends, accepted, or reserved. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_want_listing_key').on(t.wantId, t.listingId),
    index('notifications_user_idx').on(t.userId, t.id),
    // The bell's unread count reads only unread rows.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.isRead} = false`),
  ],
);
