import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * The second half of an exchange (docs/product.md §7.15–7.17): a pickup time both agree on,
 * the interested members of a simmering giveaway, and the thanks of the two who exchanged.
 */

/**
 * A pickup proposed for a reserved listing by its owner or the member it is reserved for; the
 * other accepts, declines, or either cancels. Owner and recipient are kept as they were when it
 * was proposed, so a pickup still knows its two parties after the listing changes hands.
 */
export const pickups = pgTable(
  'pickups',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** A meeting point ("at the gate"), never required to be an address. */
    note: text('note').notNull().default(''),
    state: text('state', { enum: ['proposed', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('proposed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When both were reminded, two hours before; one reminder per pickup. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the owner was asked, after its end, whether it was handed over. */
    followedUpAt: timestamp('followed_up_at', { withTimezone: true }),
    /** The owner said the recipient did not come: private, counted for moderators only. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'pickups_state_known',
      sql`${t.state} in ('proposed', 'accepted', 'declined', 'cancelled')`,
    ),
    check('pickups_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    // At most one proposal waits per listing: a new one replaces it.
    uniqueIndex('pickups_one_proposed_key').on(t.listingId).where(sql`${t.state} = 'proposed'`),
    index('pickups_owner_idx').on(t.ownerId, t.startsAt),
    index('pickups_recipient_idx').on(t.recipientId, t.startsAt),
    // The sweeps: accepted pickups still to remind, or to follow up once over.
    index('pickups_accepted_idx').on(t.startsAt).where(sql`${t.state} = 'accepted'`),
    // The follow-up sweep, every minute: accepted pickups over and not yet asked about.
    index('pickups_follow_up_idx')
      .on(t.endsAt)
      .where(sql`${t.state} = 'accepted' and ${t.followedUpAt} is null`),
    index('pickups_no_show_idx')
      .on(t.recipientId, t.noShowAt)
      .where(sql`${t.noShowAt} is not null`),
  ],
);

/**
 * A giveaway's draws (docs/product.md §7.16), as they were made: whom the server chose and who
 * was in it at that moment, so the owner's page keeps saying so after members withdraw. A
 * giveaway is drawn once; a later row is a redraw, allowed only because the member chosen
 * before withdrew, declined or did not come, which `reason` keeps.
 */
export const listingDraws = pgTable(
  'listing_draws',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    chosenId: integer('chosen_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The entrants' ids in the order they said they were interested. */
    entrantIds: integer('entrant_ids').array().notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the first draw; for a redraw, what the member chosen before did. */
    reason: text('reason', { enum: ['withdrew', 'declined', 'no_show'] }),
  },
  (t) => [
    check('listing_draws_reason_known', sql`${t.reason} in ('withdrew', 'declined', 'no_show')`),
    index('listing_draws_listing_idx').on(t.listingId, t.drawnAt),
  ],
);

/** "I'm interested" in a giveaway: one per member, oldest first for the owner. */
export const listingInterests = pgTable(
  'listing_interests',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.userId] }),
    index('listing_interests_user_idx').on(t.userId),
  ],
);

/**
 * A thank-you from one side of a completed exchange to the other, once each per listing.
 * Reportable; a moderator's removal keeps the row (for the audit log) but hides it.
 */
export const thanks = pgTable(
  'thanks',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    fromId: integer('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toId: integer('to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('thanks_once_per_side_key').on(t.listingId, t.fromId),
    // A member's thanks, newest first, with cursor pages on (created_at, id).
    index('thanks_to_idx').on(t.toId, t.createdAt, t.id),
  ],
);
