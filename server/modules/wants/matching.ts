import { LISTING_STATES } from '@common/codes';
import type { AppContext } from '@server/context';
import { listings, users, wantListings } from '@server/db/schema';
import { notBlockedWith } from '@server/modules/blocks/relations';
import { isAmongFriendsOf } from '@server/modules/friends/relations';
import { shownToOthers, visibleTo } from '@server/modules/listings/queries';
import { deliverMatches } from '@server/modules/notifications/deliver';
import { insertForDelivery } from '@server/modules/notifications/queries';
import { and, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { distanceKm, listingWords, textArray } from './queries';

/** docs/product.md §8.4: strangers' listings count within this distance. */
export const MATCH_RADIUS_KM = 50;
/** Saving a want notifies about at most this many existing listings (the newest). */
export const MATCHES_PER_SAVE = 50;

/**
 * Every distance here runs from the wanter's own exact point (theirs to know) to the seller's
 * cloaked point, never to the seller's home: the figure, the whole-km rounding and the 50 km
 * cut-off then tell nothing finer than the ~500 m cell others are shown (docs/decisions.md
 * "Locations and privacy").
 */
function matchData(km: SQL, friend: SQL): SQL {
  return sql`jsonb_build_object('distance_km', round(${km})::int, 'is_friend', ${friend})`;
}

function nearOrFriend(km: SQL, friend: SQL): SQL {
  return or(friend, sql`${km} <= ${MATCH_RADIUS_KM}`)!;
}

/**
 * Called by the listings service after a listing is created or made public. Finds every
 * want it matches (same category, every word of the want in the title or description, the
 * listing visible to the wanter, within 50 km or a friend's), stores one notification per
 * (want, listing) pair — a pair already told is skipped by the unique key — and tells the
 * wanters. The wants are found through the GIN index on want_listings.words.
 */
export async function matchNewListing(ctx: AppContext, listingId: number): Promise<void> {
  try {
    const [listing] = await ctx.db
      .select({
        ownerId: listings.ownerId,
        categoryId: listings.categoryId,
        isPublic: listings.isPublic,
        stateId: listings.stateId,
        words: listingWords,
        // The seller's cloaked point: the listing's place for everyone but the seller.
        latitude: users.cloakedLatitude,
        longitude: users.cloakedLongitude,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.ownerId))
      // Only a listing others may see at all: active, not expired, not held or removed by
      // moderation, its owner not suspended (docs/product.md §7.14, §14).
      .where(and(eq(listings.id, listingId), shownToOthers(undefined)));
    if (!listing || listing.stateId !== LISTING_STATES.available) return;
    if (!listing.words.length) return;

    const words = textArray(listing.words);
    const friend = isAmongFriendsOf(listing.ownerId, wantListings.ownerId);
    // `users` is each wanter here, at their own exact point.
    const km =
      listing.latitude === null || listing.longitude === null
        ? sql`null::float8`
        : distanceKm(listing.latitude, listing.longitude, users.latitude, users.longitude);
    const candidates = ctx.db
      .select({
        userId: wantListings.ownerId,
        kind: sql<string>`'match'`.as('kind'),
        wantId: wantListings.id,
        listingId: sql`${listingId}::int`.as('listing_id'),
        data: matchData(km, friend).as('data'),
      })
      .from(wantListings)
      .innerJoin(users, eq(users.id, wantListings.ownerId))
      .where(
        and(
          eq(wantListings.categoryId, listing.categoryId),
          // && finds candidates through the index; <@ keeps those whose every word is there.
          sql`${wantListings.words} && ${words}`,
          sql`${wantListings.words} <@ ${words}`,
          ne(wantListings.ownerId, listing.ownerId),
          // No match between members either of whom blocks the other (docs/product.md §14.1).
          notBlockedWith(listing.ownerId, wantListings.ownerId),
          listing.isPublic ? undefined : friend,
          nearOrFriend(km, friend),
        ),
      );
    deliverMatches(ctx, await insertForDelivery(ctx.db, candidates));
  } catch (err) {
    // The listing is saved whatever happens here; a failed match must not fail that request.
    ctx.logger.error({ err, listingId }, 'matching a new listing failed');
  }
}

/**
 * Called after a member saves wants: checks the listings that already exist against them
 * (found through the listings_words_idx index), with the same rules as matchNewListing.
 */
export async function matchSavedWants(
  ctx: AppContext,
  ownerId: number,
  wantIds: number[],
): Promise<void> {
  if (!wantIds.length) return;
  try {
    const [wanter] = await ctx.db
      .select({ latitude: users.latitude, longitude: users.longitude })
      .from(users)
      .where(eq(users.id, ownerId));
    if (!wanter) return;
    const friend = isAmongFriendsOf(ownerId, listings.ownerId);
    const km =
      wanter.latitude === null || wanter.longitude === null
        ? sql`null::float8`
        : distanceKm(
            wanter.latitude,
            wanter.longitude,
            users.cloakedLatitude,
            users.cloakedLongitude,
          );
    const candidates = ctx.db
      .select({
        userId: sql`${ownerId}::int`.as('user_id'),
        kind: sql<string>`'match'`.as('kind'),
        wantId: wantListings.id,
        listingId: listings.id,
        data: matchData(km, friend).as('data'),
      })
      .from(wantListings)
      .innerJoin(
        listings,
        and(
          eq(listings.categoryId, wantListings.categoryId),
          sql`${listingWords} @> ${wantListings.words}`,
        ),
      )
      .innerJoin(users, eq(users.id, listings.ownerId))
      .where(
        and(
          inArray(wantListings.id, wantIds),
          eq(wantListings.ownerId, ownerId),
          sql`cardinality(${wantListings.words}) > 0`,
          ne(listings.ownerId, ownerId),
          visibleTo(ownerId),
          eq(listings.stateId, LISTING_STATES.available),
          nearOrFriend(km, friend),
        ),
      )
      .orderBy(desc(listings.id))
      .limit(MATCHES_PER_SAVE);
    deliverMatches(ctx, await insertForDelivery(ctx.db, candidates));
  } catch (err) {
    ctx.logger.error({ err, ownerId, wantIds }, 'matching saved wants failed');
  }
}
