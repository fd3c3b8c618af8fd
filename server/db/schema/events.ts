import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * A swap day (docs/product.md §7.19): a member hosts a few hours at a public place they chose
 * on the map (a park, a library), shown exactly, unlike a member's home. Cancelling keeps the
 * row (its attendees are told, reports still name it); a moderator may remove it.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    placeName: text('place_name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The host cancelled it: gone from every list, its attendees told. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A moderator removed it (docs/product.md §14.3); restoring clears it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** When its attendees were reminded, the day before: one reminder per event. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    check('events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    // A host's upcoming events (at most three).
    index('events_host_idx').on(t.hostId, t.startsAt),
    // Upcoming events near a point: the few still to come, soonest first, filtered by a box.
    index('events_upcoming_idx')
      .on(t.startsAt, t.latitude, t.longitude)
      .where(sql`${t.cancelledAt} is null and ${t.removedAt} is null`),
  ],
);

/** A member going to a swap day. */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_attendees_user_idx').on(t.userId),
  ],
);

/** A listing an attendee brings to a swap day: their own, visible to others when chosen. */
export const eventBringing = pgTable(
  'event_bringing',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.listingId] }),
    index('event_bringing_user_idx').on(t.eventId, t.userId),
  ],
);

export type EventRow = typeof events.$inferSelect;
