import { listings, users } from '@server/db/schema';
import { and, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { notBlockedWith } from './blocks';
import { friendIdsOf } from './friends';

/**
 * Who may see a listing (docs/product.md §7.2, §7.14, §14): the SQL predicates every query that
 * shows listings to someone uses, whichever module it belongs to.
 */

// Bare boolean columns rather than `= $1`: the planner can then match the partial feed
// indexes (WHERE is_public AND is_active) whatever plan it builds.
export const isPublic = sql`${listings.isPublic}`;
export const isActive = sql`${listings.isActive}`;

/** Not held or removed by moderation (docs/product.md §14.2–14.3). */
const unmoderated = sql`${listings.moderation} is null`;

/** On offer: not past its end date, as the freshness sweep records it (docs/product.md §7.14). */
const fresh = sql`${listings.expiredAt} is null`;

/** The owner is not suspended: the few suspended members come from users_suspended_idx. */
const ownerInGoodStanding = sql`${listings.ownerId} not in (select ${users.id} from ${users} where ${users.suspendedAt} is not null)`;

/**
 * What anyone but the owner needs of a listing before its audience counts: active, not
 * expired, not moderated away, its owner not suspended, and (for a member) neither blocking
 * the other (docs/product.md §7.2, §7.14, §14.1–14.3).
 */
export function shownToOthers(viewerId: number | Placeholder | SQL | undefined): SQL {
  return and(
    isActive,
    fresh,
    unmoderated,
    ownerInGoodStanding,
    viewerId === undefined ? undefined : notBlockedWith(viewerId, listings.ownerId),
  )!;
}

/**
 * docs/product.md §7.2: the owner sees everything of theirs; others see listings shown to them
 * (above) that are public, or private ones of an accepted friend. Guests see public ones. The
 * viewer may be a column of the outer query (`sql\`u.id\``), to ask it of many members at once.
 */
export function visibleTo(viewerId: number | Placeholder | SQL | undefined): SQL {
  if (viewerId === undefined) return and(isPublic, shownToOthers(undefined))!;
  // `owner_id in (friends)` rather than a correlated EXISTS: the planner reads the viewer's
  // friends once into a hash (a "hashed SubPlan") instead of once per candidate row, which
  // is what a nearby search or a seller's page scans.
  return or(
    eq(listings.ownerId, viewerId),
    and(shownToOthers(viewerId), or(isPublic, inArray(listings.ownerId, friendIdsOf(viewerId)))),
  )!;
}

/**
 * Whether anyone, guests included, may see a listing now, as a column: the one rule by which
 * its photos are plain public files or URLs signed for each viewer, used alike by the answers
 * that carry a photo and by the photo route itself (docs/decisions.md "Photos").
 */
export const openToEveryone = (): SQL<boolean> => sql<boolean>`(${visibleTo(undefined)})`;

/**
 * Whether the viewer could have seen a listing handed over now while it was on offer (docs/
 * product.md §7.17): a public one, or their own, or one reserved for them, or an accepted
 * friend's (a guest: public ones only). What a member's record counts for that viewer, so a
 * friends-only handover is never told to someone it was hidden from.
 */
export function handoverSeenBy(viewerId: number | undefined): SQL {
  if (viewerId === undefined) return isPublic;
  return or(
    isPublic,
    eq(listings.ownerId, viewerId),
    eq(listings.reservedFor, viewerId),
    inArray(listings.ownerId, friendIdsOf(viewerId)),
  )!;
}
