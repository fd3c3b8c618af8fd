import { CATEGORIES } from '@common/codes';
import type { ListingSort } from '@common/sorts';
import type { Db } from '@server/db/client';
import { perDatabase } from '@server/db/per-database';
import { listings, users } from '@server/db/schema';
import { friendIdsOf } from '@server/policies/friends';
import {
  isOwnView,
  isPublic,
  ofOwnerSeenBy,
  shownToOthers,
  visibleTo,
} from '@server/policies/listings';
import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { nearestPage } from './nearest-page';
import { afterCursor, keysAsText, orderBy, orderOf, type Point, withinKm } from './search-order';
import type { SearchQuery } from './search-words';
import { viewerHomeColumn } from './vantage';
import { listingWithOwner } from './visible-listing';
import { wordsPage } from './words-page';

/** Which listings a GET /listings/ asks for, already resolved by the service. */
export interface ListingSearch {
  /** A member's id, or a placeholder for it in a statement built once (preparedPage). */
  viewerId: number | Placeholder | undefined;
  /** Only this owner's listings (My lists, a seller's page); still subject to visibility. */
  ownerId?: number | Placeholder | undefined;
  /** The marketplace tabs: friends' active listings and/or others' public active ones. */
  friends?: boolean | undefined;
  public?: boolean | undefined;
  /** What was typed, as search-words.ts makes it a query; undefined for no search. */
  query?: SearchQuery | undefined;
  /** The viewer's own exact point, for relevance, `distance` and `within`. */
  point?: Point | undefined;
  /** Only listings whose place is this close to `point`. */
  withinKm?: number | undefined;
  typeIds?: number[] | undefined;
  categoryIds?: number[] | undefined;
  stateIds?: number[] | undefined;
  /** Only seed listings of this kind (docs/product.md §7.18). */
  seedKind?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort: ListingSort;
  limit: number;
  /** The sort keys and id of the last listing of the previous page. */
  after?: { keys: string[]; id: number } | undefined;
}

/** The marketplace tabs asked for: each is a subset of what the viewer may see. */
function feedsOf(search: ListingSearch): SQL[] {
  const { viewerId } = search;
  const feeds: SQL[] = [];
  if (search.friends && viewerId !== undefined) {
    feeds.push(and(shownToOthers(viewerId), inArray(listings.ownerId, friendIdsOf(viewerId)))!);
  }
  if (search.public) {
    feeds.push(
      and(
        isPublic,
        shownToOthers(viewerId),
        viewerId === undefined ? undefined : sql`${listings.ownerId} <> ${viewerId}`,
      )!,
    );
  }
  return feeds;
}

/** One owner's listings: all of them for the owner, what visibility allows for anyone else. */
function ownerScope(search: ListingSearch): SQL | undefined {
  if (search.ownerId === undefined) return undefined;
  return ofOwnerSeenBy(search.ownerId, search.viewerId);
}

/**
 * Seed listings of one kind (docs/product.md §7.18); a seed listing stored before stories
 * existed has no kind yet and counts as `unknown`, as its answers say.
 */
const seedKindIs = (kind: string) =>
  kind === 'unknown'
    ? sql`coalesce(${listings.seedKind}, 'unknown') = 'unknown' and ${listings.categoryId} = ${CATEGORIES.seeds}`
    : sql`${listings.seedKind} = ${kind}`;

/** Every word of the search in the title or description: listings_search_idx (GIN) serves it. */
export const matchesQuery = (query: string) => sql`${listings.search} @@ ${query}::tsquery`;

/**
 * One query for a whole page of listings with their owners: scope, search, filters, sort and
 * a keyset cursor `(sort keys, id)` that the feed and owner indexes serve directly for the date
 * and price sorts. Answers one row more than asked for, so the caller knows whether another
 * page exists.
 */
function listingsQuery(db: Db, search: ListingSearch) {
  const order = orderOf(search.sort, search.query?.title, search.point);
  const after = search.after;
  // The price bounds as written, or hidden from the price index (words-page.ts).
  const priceFilters = (price: SQL) =>
    and(
      search.minPrice === undefined ? undefined : sql`${price} >= ${search.minPrice}`,
      search.maxPrice === undefined ? undefined : sql`${price} <= ${search.maxPrice}`,
    );
  const otherFilters = and(
    search.point && search.withinKm !== undefined
      ? withinKm(search.point, search.withinKm)
      : undefined,
    search.typeIds?.length ? inArray(listings.typeId, search.typeIds) : undefined,
    search.categoryIds?.length ? inArray(listings.categoryId, search.categoryIds) : undefined,
    search.stateIds?.length ? inArray(listings.stateId, search.stateIds) : undefined,
    search.seedKind === undefined ? undefined : seedKindIs(search.seedKind),
    after ? afterCursor(order, after.keys, after.id) : undefined,
  );
  const words = search.query ? matchesQuery(search.query.all) : undefined;
  const filters = and(words, otherFilters, priceFilters(sql`${listings.price}`));
  const owner = ownerScope(search);
  const feeds = feedsOf(search);
  // The page's ids first, from listings alone, so the planner walks an index and stops after
  // one page whatever it guesses about the filters; owners are joined to that page only.
  // Nearest first with no words and no `within`: the GiST index's nearest-first walk finds the
  // page instead of measuring every listing in scope (nearest-page.ts). Not for the Friend's
  // tab alone, whose few listings listings_owner_idx reads faster than any walk could.
  const nearest = search.sort === 'distance' && !search.query && search.withinKm === undefined;
  // Words in a date or price order, over many owners: the feed index's first listings when the
  // words are common, the full-text index when they are not (words-page.ts).
  const byWords = words !== undefined && !['relevance', 'distance'].includes(search.sort);
  const page = (scope: SQL | undefined, fewOwners = false) =>
    nearest && search.point && !fewOwners
      ? nearestPage(and(scope, filters) ?? sql`true`, search.point, search.limit + 1)
      : byWords && words && !fewOwners
        ? wordsPage(
            and(scope, otherFilters, priceFilters(sql`${listings.price}`)) ?? sql`true`,
            and(scope, otherFilters, priceFilters(sql`(${listings.price} + 0)`)) ?? sql`true`,
            words,
            order,
            search.limit + 1,
          )
        : sql`(select ${listings.id} from ${listings} where ${and(scope, filters) ?? sql`true`}
      order by ${orderBy(order)} limit ${search.limit + 1})`;
  const pages = feeds.length
    ? // Friend's and Public together: an OR would defeat both tabs' indexes, so each tab
      // takes its own page through its own index and the two are merged.
      feeds.map((feed, i) =>
        page(and(owner, feed), i === 0 && !!search.friends && search.viewerId !== undefined),
      )
    : [page(owner ?? visibleTo(search.viewerId), owner !== undefined)];
  const conditions = inArray(listings.id, sql`(${sql.join(pages, sql` union all `)})`);
  return db
    .select({
      ...listingWithOwner,
      sortKeys: keysAsText(order),
      viewerHome: viewerHomeColumn(search.viewerId),
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(conditions)
    .orderBy(orderBy(order))
    .limit(search.limit + 1);
}

/**
 * The pages members open most, the Friend's tab, a seller's page and the marketplace's first
 * page with no filters, have one shape each, whoever asks: their statements are built once per
 * database with the viewer and the owner as placeholders (docs/performance.md "Named
 * statements"). Anything else (words, a cursor, filters, one's own listings, the distance
 * orders) is built for its request.
 */
function commonShapeOf(search: ListingSearch): string | undefined {
  // The member's point matters only to the distance orders and `within`, left out here.
  const plain =
    !search.query &&
    search.withinKm === undefined &&
    !search.after &&
    !search.typeIds?.length &&
    !search.categoryIds?.length &&
    search.seedKind === undefined &&
    search.minPrice === undefined &&
    search.maxPrice === undefined &&
    (search.sort === 'newest' || search.sort === 'oldest' || search.sort.startsWith('price')) &&
    !isOwnView(search.ownerId, search.viewerId);
  if (!plain) return undefined;
  return JSON.stringify([
    search.viewerId === undefined,
    search.ownerId === undefined,
    !!search.friends,
    !!search.public,
    search.stateIds ?? null,
    search.sort,
    search.limit,
  ]);
}

const shapes = perDatabase(() => new Map<string, ReturnType<typeof preparePage>>());
let shapeNames = 0;

function preparePage(db: Db, search: ListingSearch) {
  return listingsQuery(db, {
    ...search,
    point: undefined,
    viewerId: search.viewerId === undefined ? undefined : sql.placeholder('viewer'),
    ownerId: search.ownerId === undefined ? undefined : sql.placeholder('owner'),
  }).prepare(`listings_page_${++shapeNames}`);
}

/**
 * A page of listings with their owners, one query: see listingsQuery. Answers one row more than
 * asked for, so the caller knows whether another page exists.
 */
export async function searchListings(db: Db, search: ListingSearch) {
  const shape = commonShapeOf(search);
  if (shape === undefined) return listingsQuery(db, search);
  const byShape = shapes(db);
  let page = byShape.get(shape);
  if (!page) {
    page = preparePage(db, search);
    byShape.set(shape, page);
  }
  return page.execute({ viewer: search.viewerId, owner: search.ownerId });
}
