import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address'),
    apt: text('apt'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    profilePicture: text('profile_picture'),
    /** Exact home point: its owner's alone, never shown or measured to by anyone else. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The point everyone else sees and every distance to this member is measured from: the
     * exact point's ~500 m cell, at a secret-keyed place inside it (docs/decisions.md
     * "Locations and privacy"). Written by the app with the exact point; migration 0013's
     * triggers copy it onto the member's listings.
     */
    cloakedLatitude: doublePrecision('cloaked_latitude'),
    cloakedLongitude: doublePrecision('cloaked_longitude'),
    /** Bumped on password or e-mail change, so every older token stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Set when the member deleted their profile: the row stays, emptied of everything personal,
     * so the other side of their conversations can still read them (docs/product.md §4.7).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** `moderator`s work the moderation desk (docs/product.md §14.3). */
    role: text('role', { enum: ['member', 'moderator'] })
      .notNull()
      .default('member'),
    /**
     * Set while a moderator has suspended the member: no session, no sign-in, their listings
     * hidden; everything they own is kept (docs/product.md §14.3).
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * How distances are shown to this member: 'mi' or 'km' as they chose on their profile, or
     * null to follow their browser's locale (docs/product.md §6.3).
     */
    distanceUnit: text('distance_unit', { enum: ['mi', 'km'] }),
    /** The language everything is said to them in, 'en' or 'es' (docs/decisions.md "Languages"). */
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    /**
     * The member's IANA time zone ("America/Chicago"), set from their browser; seasonal wants'
     * months are theirs (docs/product.md §8.11).
     */
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * When the member last proved they read `email` (the link sent at sign-up or with a new
     * address); null until then. Only confirmed members' reports count toward hiding
     * (docs/product.md §14.2).
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /**
     * When the password or the address last changed: a reset asked for before it is not sent
     * (docs/product.md §3.7), whenever its e-mail gets out.
     */
    credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // Every listing query skips suspended owners: the few there are, read from this index.
    index('users_suspended_idx').on(t.id).where(sql`${t.suspendedAt} is not null`),
    check('users_distance_unit_known', sql`${t.distanceUnit} in ('mi', 'km')`),
    check('users_locale_known', sql`${t.locale} in ('en', 'es')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
