import { LISTING_STATES, LISTING_TYPES } from '@common/codes';
import { LISTING_PHOTOS_MAX } from '@common/limits';
import {
  type ListingCreate,
  type ListingsQuery,
  type ListingUpdate,
  SELL_PRICE_MESSAGE,
  sortOf,
} from '@common/schemas/listings';
import { REMOVED_BY_MODERATOR } from '@common/schemas/moderation';
import type { Listing } from '@common/types';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { listings } from '@server/db/schema';
import { enqueueJob } from '@server/jobs/queue';
import {
  badRequest,
  forbidden,
  notFound,
  unauthorized,
  validationFailed,
} from '@server/lib/errors';
import { mustOwn } from '@server/policies/ownership';
import { eq } from 'drizzle-orm';
import { availabilityOnUpdate, availableUntilOnCreate, renewedUntil } from './availability';
import { decodeCursor, encodeCursor } from './cursor';
import {
  changesPhotos,
  coverOf,
  keptPhotos,
  newFiles,
  type PhotoChange,
  type PhotoUpload,
  photosOf,
  removeFiles,
  storePhotos,
  tooManyPhotos,
  writePhotos,
} from './photos';
import { presentListing } from './presenter';
import { searchListings } from './queries';
import { searchQuery, searchWordsOf } from './search-words';
import { checkEditedState } from './status-rules';
import { KM_PER_MILE } from './units';
import { type Vantage, vantageOf, vantageOfHome } from './vantage';
import { findVisibleListing, type ListingWithOwner } from './visible-listing';

export const LISTING_NOT_FOUND = 'Listing not found';
/** What sorting or filtering by distance without a home of one's own is told (docs/product.md §7.5). */
export const DISTANCE_NEEDS_LOCATION =
  'Sorting by distance needs your location: set it on your profile first';
export const WITHIN_NEEDS_LOCATION =
  'Filtering by distance (within) needs your location: set it on your profile first';

/** docs/product.md §1.2: a listing you cannot see is 404, one you see but do not own is 403. */
const EDIT = {
  missing: LISTING_NOT_FOUND,
  notYours: 'You do not have permission to edit this listing',
};
const DELETE = {
  missing: LISTING_NOT_FOUND,
  notYours: 'You do not have permission to delete this listing',
};

/** What the owner of a removed listing is told when they try to change it (docs/product.md §14.3). */
export const REMOVED_NOT_EDITABLE = `${REMOVED_BY_MODERATOR}: this listing can no longer be edited or made public, only deleted`;

/** A moderator's removal stands: the owner keeps the listing to read or delete, not to change. */
export function editable<T extends { moderation: string | null }>(listing: T): T {
  if (listing.moderation === 'removed') throw forbidden(REMOVED_NOT_EDITABLE);
  return listing;
}

const present = (
  ctx: AppContext,
  row: ListingWithOwner,
  viewerId: number | undefined,
  vantage?: Vantage,
) => presentListing(row, viewerId, ctx.config.photoKey, vantage);

/** Reload with the owner's fields after a change, so answers match GET /listings/{id}. */
export async function reload(ctx: AppContext, id: number, viewerId: number): Promise<Listing> {
  const row = await findVisibleListing(ctx.db, id, viewerId);
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return present(ctx, row, viewerId);
}

/**
 * Matching a new or newly public listing against wish lists runs in a background job, within
 * seconds and not in the request (docs/product.md §8.4): the member's change stands whatever
 * matching meets. Pass the transaction of the change when there is one, and wake the worker
 * after it commits.
 */
export async function matchLater(ctx: AppContext, listingId: number, tx: Db = ctx.db) {
  await enqueueJob(tx, 'match_listing', { listing_id: listingId });
  if (tx === ctx.db) ctx.jobs.wake();
}

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
  if (sort === 'distance' && !point) throw badRequest(DISTANCE_NEEDS_LOCATION);
  if (query.within !== undefined && !point) throw badRequest(WITHIN_NEEDS_LOCATION);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort);
  const ownerId = query.mine ? viewerId : query.user_id;
  // mine=true and user_id=someone-else can both hold only for one's own id.
  if (query.mine && query.user_id !== undefined && query.user_id !== viewerId) {
    return { items: [], nextCursor: undefined, ownerIds: [] };
  }
  const ownListings = ownerId !== undefined && ownerId === viewerId;
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
    categoryIds: query.category_id,
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

export async function createListing(
  ctx: AppContext,
  ownerId: number,
  input: ListingCreate,
  upload: PhotoUpload,
): Promise<Listing> {
  // A new listing is promised to no one yet: reserving is a status change (docs/product.md §7.13).
  checkEditedState({ stateId: LISTING_STATES.available }, input.state_id);
  const availableUntil = availableUntilOnCreate(
    ctx.clock.now(),
    input.category_id,
    input.available_until,
  );
  const files = newFiles(upload);
  if (files.length > LISTING_PHOTOS_MAX) throw tooManyPhotos();
  // The photos first: a refused upload (415) stores nothing and creates nothing.
  const stored = await storePhotos(ctx, files);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(listings)
        .values({
          ownerId,
          title: input.title,
          description: input.description,
          price: input.price,
          featuredImage: coverOf([], stored, false),
          isActive: input.is_active,
          isPublic: input.is_public,
          typeId: input.type_id,
          stateId: input.state_id,
          categoryId: input.category_id,
          availableUntil,
        })
        .returning({ id: listings.id });
      await writePhotos(tx, row!.id, [], stored, false);
      // In the same transaction: the listing is never stored without its matching to come.
      await matchLater(ctx, row!.id, tx);
      return row!.id;
    });
  } catch (err) {
    await removeFiles(
      ctx,
      stored.map((photo) => photo.path),
    );
    throw err;
  }
  ctx.listingPages.forget();
  ctx.jobs.wake();
  return reload(ctx, id, ownerId);
}

/** The sell-price rule of docs/product.md §7.12 applies to the listing as it will be after the change. */
function mergedPrice(
  current: Pick<typeof listings.$inferSelect, 'typeId' | 'price'>,
  input: ListingUpdate,
): number {
  const typeId = input.type_id ?? current.typeId;
  if (typeId !== LISTING_TYPES.sell) return 0;
  const price = input.price ?? Number(current.price);
  if (!(price > 0)) {
    throw validationFailed([{ loc: ['body', 'price'], msg: SELL_PRICE_MESSAGE, type: 'custom' }]);
  }
  return price;
}

/** What strangers may see (an expired listing is off the marketplace, docs/product.md §7.14). */
type Exposure = { isPublic: boolean; isActive: boolean; expiredAt: Date | null };
const shownToStrangers = (l: Exposure) => l.isPublic && l.isActive && l.expiredAt === null;
const becomesVisibleToStrangers = (before: Exposure, after: Exposure) =>
  shownToStrangers(after) && !shownToStrangers(before);

export async function updateListing(
  ctx: AppContext,
  id: number,
  userId: number,
  input: ListingUpdate,
  upload: PhotoUpload,
): Promise<Listing> {
  const found = await findVisibleListing(ctx.db, id, userId);
  const current = editable(mustOwn(found?.listing, userId, EDIT));
  const price = mergedPrice(current, input);
  // The state follows the status route's rules (docs/product.md §7.13).
  const stateChange = checkEditedState(current, input.state_id);
  const availability = availabilityOnUpdate(ctx.clock.now(), current, input);
  const change: PhotoChange = {
    order: input.image_order,
    added: upload.images.length,
    newCover: upload.image !== undefined,
  };
  const photos = changesPhotos(change);
  // A change the photos refuse (422) is refused before any file is stored.
  if (photos) keptPhotos(await photosOf(ctx.db, id), change);
  const stored = await storePhotos(ctx, newFiles(upload));
  const next = {
    isPublic: input.is_public ?? current.isPublic,
    isActive: input.is_active ?? current.isActive,
    expiredAt: availability.expiredAt === undefined ? current.expiredAt : null,
  };
  let dropped: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      let featuredImage: string | null | undefined;
      if (photos) {
        // Checked again under the listing's lock: a change made meanwhile may have moved them.
        const [locked] = await tx
          .select({ id: listings.id })
          .from(listings)
          .where(eq(listings.id, id))
          .for('update');
        if (!locked) throw notFound(LISTING_NOT_FOUND);
        const kept = keptPhotos(await photosOf(tx, id), change);
        dropped = await writePhotos(tx, id, kept, stored, change.newCover);
        featuredImage = coverOf(kept, stored, change.newCover);
      }
      await tx
        .update(listings)
        .set({
          title: input.title,
          description: input.description,
          price,
          featuredImage,
          isActive: input.is_active,
          isPublic: input.is_public,
          typeId: input.type_id,
          stateId: input.state_id,
          ...stateChange,
          categoryId: input.category_id,
          ...availability,
          updatedAt: new Date(),
        })
        .where(eq(listings.id, id));
    });
  } catch (err) {
    await removeFiles(
      ctx,
      stored.map((photo) => photo.path),
    );
    throw err;
  }
  ctx.listingPages.forget();
  // Files of removed photos go once the change is committed (docs/product.md §7.10).
  await removeFiles(ctx, dropped);
  if (becomesVisibleToStrangers(current, next)) await matchLater(ctx, id);
  return reload(ctx, id, userId);
}

export async function setVisibility(
  ctx: AppContext,
  id: number,
  userId: number,
  isPublic: boolean,
): Promise<Listing> {
  const found = await findVisibleListing(ctx.db, id, userId);
  const current = editable(mustOwn(found?.listing, userId, EDIT));
  if (current.isPublic !== isPublic) {
    await ctx.db
      .update(listings)
      .set({ isPublic, updatedAt: new Date() })
      .where(eq(listings.id, id));
    ctx.listingPages.forget();
    if (becomesVisibleToStrangers(current, { ...current, isPublic })) {
      await matchLater(ctx, id);
    }
  }
  return reload(ctx, id, userId);
}

/**
 * Another week on offer (docs/product.md §7.14): an expired listing is back everywhere it was,
 * earns a new reminder, and meets the wish lists saved while it was away.
 */
export async function renewListing(ctx: AppContext, id: number, userId: number): Promise<Listing> {
  const found = await findVisibleListing(ctx.db, id, userId);
  const current = editable(mustOwn(found?.listing, userId, EDIT));
  await ctx.db
    .update(listings)
    .set({
      availableUntil: renewedUntil(ctx.clock.now(), current.availableUntil),
      expiredAt: null,
      expiryRemindedAt: null,
      updatedAt: new Date(),
    })
    .where(eq(listings.id, id));
  ctx.listingPages.forget();
  // Back in sight of those it was hidden from: public ones' neighbours, or the owner's friends.
  if (current.expiredAt !== null && current.isActive) await matchLater(ctx, id);
  return reload(ctx, id, userId);
}

export async function deleteListing(ctx: AppContext, id: number, userId: number): Promise<void> {
  const found = await findVisibleListing(ctx.db, id, userId);
  const listing = mustOwn(found?.listing, userId, DELETE);
  const photos = await ctx.db.transaction(async (tx) => {
    // Every photo's file goes with it (docs/product.md §7.10), read in the same transaction.
    const dropped = await writePhotos(tx, id, [], [], false);
    await tx.delete(listings).where(eq(listings.id, id));
    return dropped;
  });
  ctx.listingPages.forget();
  await removeFiles(ctx, [listing.featuredImage, ...photos]);
}
