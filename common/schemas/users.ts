import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { say } from '../i18n/zod-messages';
import { DISTANCE_UNITS } from '../units';
import { MAX_ID } from './ids';
import { pageLimit, queryInteger } from './query';

/** An IANA zone's shape: "UTC", "America/Chicago", "America/Argentina/Buenos_Aires". */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Whether this JavaScript knows the zone (offsets such as "+05:00" are not zones). */
function knownZone(zone: string): boolean {
  if (zone.length > 64 || !ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The member's time zone, an IANA name, which decides the months of their seasonal wants
 * (docs/product.md §8.11); the browser's, set quietly by the app. Stored as sent: the browser
 * compares its own name with it ("Asia/Kolkata", which some Intl versions call "Asia/Calcutta").
 */
export const timeZoneField = z
  .string(say('profile.validation.timeZone'))
  .trim()
  .refine(knownZone, say('profile.validation.timeZone'));

/** GET /auth/users: gardeners by name, `cursor` the offset of the next page. */
export const userSearchQuery = z.object({
  q: z.string().trim().max(50).optional(),
  limit: pageLimit,
  cursor: queryInteger('cursor', 0, MAX_ID).optional(),
});

/** The signed-in member's own profile (docs/product.md §7.1): address and point included. */
export const userProfileSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string().nullable(),
  apt: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  profile_picture: z.string().nullable(),
  friend_count: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Opens the moderation desk (docs/product.md §14.3). */
  is_moderator: z.boolean(),
  /** The unit the member chose for distances, or null to follow their browser (docs/product.md §4.8). */
  distance_unit: z.enum(DISTANCE_UNITS).nullable(),
  /** The unit their distances are shown in now: the chosen one, else their browser's. */
  effective_distance_unit: z.enum(DISTANCE_UNITS),
  /** Whether they opened a link sent to `email` (docs/product.md §4.1). */
  email_confirmed: z.boolean(),
  /** The language everything is said to them in (docs/decisions.md "Languages"). */
  locale: z.enum(LOCALES),
  /** Their IANA time zone, "UTC" until their browser tells (docs/product.md §8.11). */
  time_zone: z.string(),
});

/** What anyone, guests included, may see of a member: never the address or exact point. */
export const publicUserSchema = userProfileSchema.pick({
  id: true,
  username: true,
  profile_picture: true,
  city: true,
  state: true,
  zip_code: true,
  friend_count: true,
});

/**
 * What a member's record tells a neighbour (docs/product.md §7.17): listings they handed over
 * and were handed, thanks received, since when they are a member, and the median hours they take
 * to answer a first message (null under 3 conversations others started).
 */
const memberStatsSchema = z.object({
  given: z.number().int().nonnegative(),
  received: z.number().int().nonnegative(),
  thanks: z.number().int().nonnegative(),
  member_since: z.iso.datetime(),
  reply_hours: z.number().nonnegative().nullable(),
});
export type MemberStats = z.infer<typeof memberStatsSchema>;

/** GET /auth/users/{id}/public: the public profile and the member's record. */
export const publicProfileSchema = publicUserSchema.extend({ stats: memberStatsSchema });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** GET /auth/users: one page of members found by name. */
export const userSearchResultsSchema = z.array(publicUserSchema);
