import { CATEGORIES, LISTING_STATES } from '@common/codes';
import { type ListingsQuery, sortOf } from '@common/schemas/listings';
import type { Listing } from '@common/types';
import { KM_PER_MILE } from '@common/units';
import type { AppContext } from '@server/context';
import { badRequest, local, notFound, sayDetail, unauthorized } from '@server/lib/errors';
import { isOwnView } from '@server/policies/listings';
import { decodeCursor, encodeCursor } from './cursor';
import { LISTING_NOT_FOUND, present } from './listing-answers';
import { searchListings } from './queries';
import { searchQuery, searchWordsOf } from './search-words';
import { type Vantage, vantageOf, vantageOfHome } from './vantage';
import { findVisibleListing } from './visible-listing';

/** What sorting or filtering by distance without a home of one's own is told (docs/product.md §7.5). */
const NEEDS_LOCATION = {
  sort: local('errors.listings.distanceNeedsLocation'),
  within: local('errors.listings.withinNeedsLocation'),
};
/**
 * The same in English (the server says them in the caller's language).
 * @internal
 */
export const DISTANCE_NEEDS_LOCATION = sayDetail(NEEDS_LOCATION.sort, 'en');
/** @internal */
export const WITHIN_NEEDS_LOCATION = sayDetail(NEEDS_LOCATION.within, 'en');

/** One listing, its distance measured from the viewer's home read with it (vantage.ts). */
export async function getListing(
  ctx: AppContext,
  id: number,
  viewerId: number | undefined,
  acceptLanguage: string | undefined,
): Promise<Listing> {
  const row = await findVisibleListing(ctx.db, id, viewerId);
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return present(ctx, row, viewerId, vantageOfHome(row.viewerHome, acceptLanguage));
}

/**
 * GET /listings/ (docs/product.md §7.11 and §7.2): `mine` is the member's own listings in every
 * state; the marketplace scopes and a seller's listings show available ones unless `state_id`
 * asks otherwise. Answers the page, the cursor of the next one, if any, and the owners of
 * every row read (the page and the one after it).
 */
export async function listListings(
  ctx: AppContext,
  query: ListingsQuery,
  viewerId: number | undefined,
  viewing: { acceptLanguage?: string; vantage?: Vantage },
): Promise<{ items: Listing[]; nextCursor: string | undefined; ownerIds: number[] }> {
  if ((query.mine || query.friends) && viewerId === undefined) throw unauthorized();
  const sort = sortOf(query);
  // The viewer's home, when not given, is read before the page only when the page is ordered
  // or bounded by it; otherwise it comes with the page's rows (vantage.ts viewerHomeColumn).
  const measured = sort === 'distance' || sort === 'relevance' || query.within !== undefined;
  const known =
    viewing.vantage ??
    (measured ? await vantageOf(ctx, viewerId, viewing.acceptLanguage) : undefined);
  // Distances run from the viewer's own home (docs/product.md §7.5): without one, say so.
  const point = known?.point ?? undefined;
  if (sort === 'distance' && !point) throw badRequest(NEEDS_LOCATION.sort);
  if (query.within !== undefined && !point) throw badRequest(NEEDS_LOCATION.within);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort);
  const ownerId = query.mine ? viewerId : query.user_id;
  // mine=true and user_id=someone-else can both hold only for one's own id.
  if (query.mine && query.user_id !== undefined && !isOwnView(query.user_id, viewerId)) {
    return { items: [], nextCursor: undefined, ownerIds: [] };
  }
  const ownListings = isOwnView(ownerId, viewerId);
  const rows = await searchListings(ctx.db, {
    viewerId,
    ownerId,
    friends: query.friends,
    public: query.public,
    query: query.q ? await searchQuery(ctx.db, searchWordsOf(query.q), true) : undefined,
    point,
    withinKm:
      query.within === undefined
        ? undefined
        : query.within * (known?.unit === 'km' ? 1 : KM_PER_MILE),
    typeIds: query.type_id,
    // A seed kind implies seeds (docs/product.md §7.18): the category narrows the word index.
    categoryIds: query.category_id ?? (query.seed_kind ? [CATEGORIES.seeds] : undefined),
    seedKind: query.seed_kind,
    stateIds: query.state_id ?? (ownListings ? undefined : [LISTING_STATES.available]),
    minPrice: query.min_price,
    maxPrice: query.max_price,
    sort,
    limit: query.limit,
    after,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const vantage = known ?? vantageOfHome(page[0]?.viewerHome, viewing.acceptLanguage);
  return {
    items: page.map((row) => present(ctx, row, viewerId, vantage)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor(sort, last.sortKeys, last.listing.id)
        : undefined,
    ownerIds: rows.map((row) => row.listing.ownerId),
  };
}
