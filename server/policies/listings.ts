import { listings, users } from '@server/db/schema';
import { and, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { notBlockedWith } from './blocks';
import { friendIdsOf, isAmongFriendsOf } from './friends';
import { memberSuspended } from './members';

/**
 * Who may see a listing (docs/product.md §7.2, §7.14, §14): the SQL predicates every query that
 * shows listings to someone uses, whichever module it belongs to.
 */

/** A listing's columns, of `listings` or of an alias of it in a raw statement (`"l"."is_public"`). */
interface ListingColumns {
  isPublic: AnyPgColumn;
  isActive: AnyPgColumn;
  moderation: AnyPgColumn;
  expiredAt: AnyPgColumn;
  ownerId: AnyPgColumn;
}

/** Each condition of a listing's visibility, once, for the listings table or an alias of it. */
function conditionsOf(l: ListingColumns) {
  return {
    // Bare boolean columns rather than `= $1`: the planner can then match the partial feed
    // indexes (WHERE is_public AND is_active) whatever plan it builds.
    isPublic: sql`${l.isPublic}`,
    isActive: sql`${l.isActive}`,
    /** Not held or removed by moderation (docs/product.md §14.2–14.3). */
    unmoderated: sql`${l.moderation} is null`,
    /** On offer: not past its end date, as the freshness sweep records it (§7.14). */
    fresh: sql`${l.expiredAt} is null`,
    /** The owner is not suspended: the few suspended members come from users_suspended_idx. */
    ownerInGoodStanding: sql`${l.ownerId} not in (select ${users.id} from ${users} where ${memberSuspended(users)})`,
  };
}

const ofListings = conditionsOf(listings);
export const isPublic = ofListings.isPublic;
export const isActive = ofListings.isActive;
const { unmoderated, fresh, ownerInGoodStanding } = ofListings;

/**
 * On offer by its own state (docs/product.md §7.14, §14.2): active, not expired, not held or
 * removed by moderation. What its owner is reminded of before it expires; shownToOthers adds
 * its owner's standing and the viewer.
 */
export const onOffer = and(isActive, fresh, unmoderated)!;

/**
 * What anyone but the owner needs of a listing before its audience counts: active, not
 * expired, not moderated away, its owner not suspended, and (for a member) neither blocking
 * the other (docs/product.md §7.2, §7.14, §14.1–14.3).
 */
export function shownToOthers(viewerId: number | Placeholder | SQL | undefined): SQL {
  return and(
    onOffer,
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
 * Whether a viewer is looking at their own listings (docs/product.md §7.2, §7.11 `mine`): the
 * owner sees every one of theirs, in every state. Either may be a placeholder of a statement
 * built once, which is never taken for the owner's own view.
 */
export function isOwnView(
  ownerId: number | Placeholder | undefined,
  viewerId: number | Placeholder | undefined,
): boolean {
  return ownerId !== undefined && ownerId === viewerId;
}

/** One owner's listings as the viewer may see them: all for the owner, visibleTo for others. */
export function ofOwnerSeenBy(
  ownerId: number | Placeholder,
  viewerId: number | Placeholder | undefined,
): SQL {
  return and(
    eq(listings.ownerId, ownerId),
    isOwnView(ownerId, viewerId) ? undefined : visibleTo(viewerId),
  )!;
}

/**
 * Whether anyone, guests included, may see a listing now, as a column: the one rule by which
 * its photos are plain public files or URLs signed for each viewer, used alike by the answers
 * that carry a photo and by the photo route itself (docs/decisions.md "Photos").
 */
export const openToEveryone = (): SQL<boolean> => sql<boolean>`(${visibleTo(undefined)})`;

/**
 * visibleTo of one listing, read already and shownToOthers(undefined), asked of many members
 * other than its owner at once (`member`, a column of the outer query): neither blocking the
 * other, and the listing public or the member an accepted friend of its owner. The owner's
 * friends and blocks are read once (InitPlans) rather than once per member: matching a new
 * listing against every wish list asks it of each wanter (docs/product.md §8.4).
 */
export function seenByOthers(
  listing: { ownerId: number; isPublic: boolean },
  member: AnyPgColumn | SQL,
): SQL {
  return and(
    notBlockedWith(listing.ownerId, member),
    listing.isPublic ? undefined : isAmongFriendsOf(listing.ownerId, member),
  )!;
}

/**
 * What a neighbourhood's seasons count (docs/product.md §7.20): listings open to everyone when
 * posted, and since expired or given away too (§7.14), so visibleTo(undefined) but for
 * freshness. `l` is the listings table or an alias of it in a raw statement.
 */
export function postedToEveryone(l: ListingColumns = listings): SQL {
  const c = conditionsOf(l);
  return and(c.isPublic, c.isActive, c.unmoderated, c.ownerInGoodStanding)!;
}

/**
 * Whether the listing is in strangers' sight by its own columns, as a change to it reads them
 * before and after (docs/product.md §7.2, §7.14): public, active, not expired. Its moderation
 * and owner are asked by the queries that show it; a change that brings it into sight has its
 * wants matched.
 */
export function inStrangersSight(l: {
  isPublic: boolean;
  isActive: boolean;
  expiredAt: Date | null;
}): boolean {
  return l.isPublic && l.isActive && l.expiredAt === null;
}

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
