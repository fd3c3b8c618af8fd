import { LISTING_STATES } from '@common/codes';
import type { AppContext } from '@server/context';
import { rowsOf } from '@server/db/rows';
import { listings, searchWords, users, wantListings } from '@server/db/schema';
import { searchQueries, searchWordsOf } from '@server/modules/listings';
import { deliverMatches, insertForDelivery } from '@server/modules/notifications';
import { isAmongFriendsOf } from '@server/policies/friends';
import { seenByOthers, shownToOthers, visibleTo } from '@server/policies/listings';
import { and, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { distanceKm, inSeason, textArray } from './queries';

/** docs/product.md §8.4: strangers' listings count within this distance. */
const MATCH_RADIUS_KM = 50;
/** Saving a want notifies about at most this many existing listings (the newest). */
const MATCHES_PER_SAVE = 50;

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
 * Run by the `match_listing` background job (server/jobs) after a listing is created or made
 * public; a throw is retried there (docs/decisions.md "Background jobs"). Finds every
 * want it matches (same category, every word of the want in the title or description, the
 * listing visible to the wanter, within 50 km or a friend's), stores one notification per
 * (want, listing) pair — a pair already told is skipped by the unique key — and tells the
 * wanters. The wants are found through the GIN index on want_listings.words.
 */
export async function matchNewListing(ctx: AppContext, listingId: number): Promise<void> {
  const [listing] = await ctx.db
    .select({
      ownerId: listings.ownerId,
      categoryId: listings.categoryId,
      isPublic: listings.isPublic,
      stateId: listings.stateId,
      // The search document's stems: the title's, a seed's variety's (docs/product.md §7.18)
      // and the description's.
      words: sql<string[]>`tsvector_to_array(${listings.search})`,
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

  const wantIds = await wantsAnswered(ctx, listingId, listing.categoryId, listing.words);
  if (!wantIds.length) return;
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
        inArray(wantListings.id, wantIds),
        ne(wantListings.ownerId, listing.ownerId),
        // A want sleeps outside its months, in its owner's time zone (docs/product.md §8.11).
        inSeason(wantListings.seasonMonths, users.timeZone, ctx.clock.now()),
        // Only wanters who may see it (docs/product.md §7.2, §14.1): the one visibility rule.
        seenByOthers(listing, wantListings.ownerId),
        nearOrFriend(km, friend),
      ),
    );
  deliverMatches(ctx, await insertForDelivery(ctx.db, candidates));
}

/**
 * The wants of a category a listing answers, by the search's word rules (searchQueries): the
 * candidates share a stem with the listing, or have a word a typo away from one of its words
 * (search_words, where want words are kept too, unlisted), found through the indexes; each
 * candidate's own query then decides against the listing's search document.
 */
async function wantsAnswered(
  ctx: AppContext,
  listingId: number,
  categoryId: number,
  lexemes: string[],
): Promise<number[]> {
  const near = await rowsOf<{ lexeme: string }>(
    ctx.db,
    sql`select distinct s.lexeme from ${listings} l,
        unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
          l.title || ' ' || l.description || ' ' || coalesce(l.seed_variety, '')))) w,
        ${searchWords} s
      where l.id = ${listingId} and char_length(w) >= 4 and s.word % w`,
  );
  const words = textArray([...new Set([...lexemes, ...near.map((r) => r.lexeme)])]);
  const candidates = await ctx.db
    .select({ id: wantListings.id, title: wantListings.title })
    .from(wantListings)
    .where(and(eq(wantListings.categoryId, categoryId), sql`${wantListings.words} && ${words}`));
  if (!candidates.length) return [];
  const queries = await searchQueries(
    ctx.db,
    candidates.map((c) => ({ words: searchWordsOf(c.title), typing: false })),
  );
  const asked = candidates.flatMap((c, i) => {
    const query = queries[i];
    return query ? [sql`when ${c.id}::int then ${listings.search} @@ ${query.all}::tsquery`] : [];
  });
  if (!asked.length) return [];
  const ids = textArray(candidates.map((c) => String(c.id)));
  const rows = await rowsOf<{ id: number }>(
    ctx.db,
    sql`select w.id from unnest(${ids}::int[]) as w(id), ${listings}
      where ${listings.id} = ${listingId} and case w.id ${sql.join(asked, sql` `)} else false end`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Run by the `match_wants` background job after a member saves wants: checks the listings that already exist against them
 * by the search's word rules (listings_search_idx), with the same rules as matchNewListing.
 */
export async function matchSavedWants(
  ctx: AppContext,
  ownerId: number,
  wantIds: number[],
): Promise<void> {
  if (!wantIds.length) return;
  const [wanter] = await ctx.db
    .select({ latitude: users.latitude, longitude: users.longitude, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!wanter) return;
  const wants = await ctx.db
    .select({ id: wantListings.id, title: wantListings.title })
    .from(wantListings)
    .where(
      and(
        inArray(wantListings.id, wantIds),
        eq(wantListings.ownerId, ownerId),
        // A sleeping want matches nothing (docs/product.md §8.11).
        inSeason(wantListings.seasonMonths, wanter.timeZone, ctx.clock.now()),
      ),
    );
  const queries = await searchQueries(
    ctx.db,
    wants.map((w) => ({ words: searchWordsOf(w.title), typing: false })),
  );
  const asked = wants.flatMap((w, i) => {
    const query = queries[i]?.all;
    return query ? [{ id: w.id, query }] : [];
  });
  if (!asked.length) return;
  // Any want's query finds the candidates through the index; each want then keeps its own.
  const anyOf = asked.map((a) => `(${a.query})`).join(' | ');
  const ownQuery = sql`case ${wantListings.id} ${sql.join(
    asked.map((a) => sql`when ${a.id}::int then ${listings.search} @@ ${a.query}::tsquery`),
    sql` `,
  )} else false end`;
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
        sql`${listings.search} @@ ${anyOf}::tsquery`,
        ownQuery,
      ),
    )
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(
      and(
        inArray(
          wantListings.id,
          asked.map((a) => a.id),
        ),
        eq(wantListings.ownerId, ownerId),
        ne(listings.ownerId, ownerId),
        visibleTo(ownerId),
        eq(listings.stateId, LISTING_STATES.available),
        nearOrFriend(km, friend),
      ),
    )
    .orderBy(desc(listings.id))
    .limit(MATCHES_PER_SAVE);
  deliverMatches(ctx, await insertForDelivery(ctx.db, candidates));
}
