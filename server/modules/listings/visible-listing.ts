import { LISTING_TYPES } from '@common/codes';
import type { Db } from '@server/db/client';
import { perDatabase } from '@server/db/per-database';
import { listingInterests, listingPhotos, listings, users } from '@server/db/schema';
import { outerRef } from '@server/policies/friends';
import { openToEveryone, visibleTo } from '@server/policies/listings';
import { memberNotDeleted } from '@server/policies/members';
import { and, eq, getTableColumns, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ViewerHome, viewerHomeColumn } from './vantage';

/**
 * A listing as answers show it, with its owner, and the one listing a viewer may see: what other
 * modules read of listings (a message's card, a report's target, the moderation desk).
 */

// What an answer shows of a listing (docs/product.md §7.1): not its copy of the owner's point (the
// owner's own columns are read instead), its update time nor its search document. Reading fewer
// columns matters on the map, whose answers carry 100 listings.
const {
  location: _location,
  updatedAt: _updatedAt,
  search: _search,
  ...shownColumns
} = getTableColumns(listings);

/** The member a listing is promised to, and its interested members, as the subqueries name them. */
const promisedTo = alias(users, 'r');
const interested = alias(users, 'm');

/** One of a listing's photos as answers read it. */
interface PhotoOfListing {
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
  // Whether its photos are public files or signed for each viewer (docs/decisions.md "Photos").
  listing: { ...shownColumns, openToEveryone: openToEveryone() },
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
      from ${users} r where r.id = ${outerRef(listings.reservedFor)} and ${memberNotDeleted(promisedTo)}) end`,
  // A giveaway's interested members who have not left (docs/product.md §7.16), counted through
  // the interests' primary key; other listings read nothing.
  interestedCount: sql<
    number | null
  >`case when ${outerRef(listings.typeId)} = ${sql.raw(String(LISTING_TYPES.giveaway))} then
    (select count(*)::int from ${listingInterests} i join ${users} m on m.id = i.user_id
      where i.listing_id = ${outerRef(listings.id)} and ${memberNotDeleted(interested)}) end`.mapWith(
    (value: unknown) => (value === null ? null : Number(value)),
  ),
};

/** The member a listing is promised to, as listing answers name them. */
export interface ReservedFor {
  id: number;
  username: string;
  profile_picture: string | null;
}

export type ListingWithOwner = {
  listing: Omit<typeof listings.$inferSelect, 'location' | 'updatedAt' | 'search'> & {
    openToEveryone: boolean;
  };
  photos: PhotoOfListing[];
  ownerUsername: string;
  ownerPicture: string | null;
  ownerCity: string | null;
  ownerLatitude: number | null;
  ownerLongitude: number | null;
  ownerCloakedLatitude: number | null;
  ownerCloakedLongitude: number | null;
  reservedFor: ReservedFor | null;
  interestedCount: number | null;
  /** The viewer's home and unit, read with the listing when a viewer was named. */
  viewerHome?: ViewerHome | null;
};

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
