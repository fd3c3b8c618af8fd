import type { ListingSort } from '@common/sorts';
import type { Db } from '@server/db/client';
import { perDatabase } from '@server/db/per-database';
import { listingPhotos, listings, users } from '@server/db/schema';
import { notBlockedWith } from '@server/modules/blocks/relations';
import { friendIdsOf, outerRef } from '@server/modules/friends/relations';
import {
  and,
  eq,
  getTableColumns,
  inArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { nearestPage } from './nearest-page';
import { afterCursor, keysAsText, orderBy, orderOf, type Point, withinKm } from './search-order';
import type { SearchQuery } from './search-words';
import { type ViewerHome, viewerHomeColumn } from './vantage';
import { wordsPage } from './words-page';

// What an answer shows of a listing (docs/product.md §7.1): not its copy of the owner's point (the
// owner's own columns are read instead), its update time nor its search document. Reading fewer
// columns matters on the map, whose answers carry 100 listings.
const {
  location: _location,
  updatedAt: _updatedAt,
  search: _search,
  ...shownColumns
} = getTableColumns(listings);

/** One of a listing's photos as answers read it. */
export interface PhotoOfListing {
  id: number;
  path: string;
  width: number | null;
  height: number | null;
}

/**
 * A listing's photos in order, one JSON array per row (docs/product.md §7.10): a page of listings
 * reads them in the same query, each row through listing_photos_listing_idx.
 */
const photosOfRow = sql<PhotoOfListing[]>`coalesce((
    select json_agg(json_build_object('id', ${listingPhotos.id}, 'path', ${listingPhotos.path},
        'width', ${listingPhotos.width}, 'height', ${listingPhotos.height})
      order by ${listingPhotos.position}, ${listingPhotos.id})
    from ${listingPhotos} where ${listingPhotos.listingId} = ${listings.id}), '[]'::json)`.mapWith(
  (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as PhotoOfListing[],
);

/** A listing with the owner fields every answer carries (docs/product.md §7.1), in one query. */
export const listingWithOwner = {
  listing: shownColumns,
  photos: photosOfRow,
  ownerUsername: users.username,
  ownerPicture: users.profilePicture,
  // Public on the owner's profile too (docs/product.md §9.7): the listing page's area.
  ownerCity: users.city,
  // The owner's exact point goes to the owner alone; everyone else gets the cloaked one
  // (presenter.ts, docs/decisions.md "Locations and privacy").
  ownerLatitude: users.latitude,
  ownerLongitude: users.longitude,
  ownerCloakedLatitude: users.cloakedLatitude,
  ownerCloakedLongitude: users.cloakedLongitude,
  // Who it is promised to (docs/product.md §7.13); the presenter shows it to two members only.
  // Read by primary key only for the few listings promised to someone.
  reservedFor: sql<ReservedFor | null>`case when ${outerRef(listings.reservedFor)} is null then null else
    (select json_build_object('id', r.id, 'username', r.username, 'profile_picture', r.profile_picture)
      from ${users} r where r.id = ${outerRef(listings.reservedFor)} and r.deleted_at is null) end`,
};

/** The member a listing is promised to, as listing answers name them. */
export interface ReservedFor {
  id: number;
  username: string;
  profile_picture: string | null;
}

export type ListingWithOwner = {
  listing: Omit<typeof listings.$inferSelect, 'location' | 'updatedAt' | 'search'>;
  photos: PhotoOfListing[];
  ownerUsername: string;
  ownerPicture: string | null;
  ownerCity: string | null;
  ownerLatitude: number | null;
  ownerLongitude: number | null;
  ownerCloakedLatitude: number | null;
  ownerCloakedLongitude: number | null;
  reservedFor: ReservedFor | null;
  /** The viewer's home and unit, read with the listing when a viewer was named. */
  viewerHome?: ViewerHome | null;
};

// Bare boolean columns rather than `= $1`: the planner can then match the partial feed
// indexes (WHERE is_public AND is_active) whatever plan it builds.
const isPublic = sql`${listings.isPublic}`;
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
export function shownToOthers(viewerId: number | Placeholder | undefined): SQL {
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
 * (above) that are public, or private ones of an accepted friend. Guests see public ones.
 */
export function visibleTo(viewerId: number | Placeholder | undefined): SQL {
  if (viewerId === undefined) return and(isPublic, shownToOthers(undefined))!;
  // `owner_id in (friends)` rather than a correlated EXISTS: the planner reads the viewer's
  // friends once into a hash (a "hashed SubPlan") instead of once per candidate row, which
  // is what a nearby search or a seller's page scans.
  return or(
    eq(listings.ownerId, viewerId),
    and(shownToOthers(viewerId), or(isPublic, inArray(listings.ownerId, friendIdsOf(viewerId)))),
  )!;
}

/** Listings with their owners; with a viewer, the viewer's home too (viewerHomeColumn). */
export function selectListings(db: Db, viewerId?: number | Placeholder) {
  return db
    .select({ ...listingWithOwner, viewerHome: viewerHomeColumn(viewerId) })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId));
}

/** One listing by id as a guest or a member may see it, built and named once per database. */
function prepareVisibleListing(db: Db, member: boolean) {
  return selectListings(db, member ? sql.placeholder('viewer') : undefined)
    .where(
      and(
        eq(listings.id, sql.placeholder('id')),
        visibleTo(member ? sql.placeholder('viewer') : undefined),
      ),
    )
    .prepare(member ? 'listing_visible_to_member' : 'listing_visible_to_guest');
}

const visibleListing = perDatabase((db) => ({
  guest: prepareVisibleListing(db, false),
  member: prepareVisibleListing(db, true),
}));

/**
 * A listing's page is the most opened of all: its query is built once (docs/performance.md
 * "Named statements"), not assembled again for every request.
 */
export async function findVisibleListing(
  db: Db,
  id: number,
  viewerId: number | undefined,
): Promise<ListingWithOwner | undefined> {
  const statements = visibleListing(db);
  const [row] =
    viewerId === undefined
      ? await statements.guest.execute({ id })
      : await statements.member.execute({ id, viewer: viewerId });
  return row;
}

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
  return and(
    eq(listings.ownerId, search.ownerId),
    search.ownerId === search.viewerId ? undefined : visibleTo(search.viewerId),
  );
}

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
    search.minPrice === undefined &&
    search.maxPrice === undefined &&
    (search.sort === 'newest' || search.sort === 'oldest' || search.sort.startsWith('price')) &&
    (search.ownerId === undefined || search.ownerId !== search.viewerId);
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
