import { LISTING_STATES, LISTING_TYPES } from '@common/codes';
import {
  type ListingCreate,
  type ListingsQuery,
  type ListingUpdate,
  SELL_PRICE_MESSAGE,
} from '@common/schemas/listings';
import type { Listing } from '@common/types';
import type { AppContext } from '@server/context';
import { listings } from '@server/db/schema';
import { mustOwn } from '@server/http/policy';
import { notFound, unauthorized, validationFailed } from '@server/lib/errors';
import { matchNewListing } from '@server/modules/wants/matching';
import { eq } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from './cursor';
import { presentListing } from './presenter';
import { findVisibleListing, type ListingWithOwner, searchListings } from './queries';

export const LISTING_NOT_FOUND = 'Listing not found';
const MAX_SEARCH_WORDS = 6;

/** docs/product.md §1.2: a listing you cannot see is 404, one you see but do not own is 403. */
const EDIT = {
  missing: LISTING_NOT_FOUND,
  notYours: 'You do not have permission to edit this listing',
};
const DELETE = {
  missing: LISTING_NOT_FOUND,
  notYours: 'You do not have permission to delete this listing',
};

const present = (ctx: AppContext, row: ListingWithOwner, viewerId: number | undefined) =>
  presentListing(row, viewerId, ctx.config.photoKey);

/** Reload with the owner's fields after a change, so answers match GET /listings/{id}. */
async function reload(ctx: AppContext, id: number, viewerId: number): Promise<Listing> {
  const row = await findVisibleListing(ctx.db, id, viewerId);
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return present(ctx, row, viewerId);
}

/**
 * Matching a new or newly public listing against wish lists must never undo the listing
 * itself: a failure there is logged, and the member's change stands.
 */
async function matchQuietly(ctx: AppContext, listingId: number) {
  try {
    await matchNewListing(ctx, listingId);
  } catch (err) {
    ctx.logger.error({ err, listingId }, 'wish-list matching failed');
  }
}

export async function getListing(
  ctx: AppContext,
  id: number,
  viewerId: number | undefined,
): Promise<Listing> {
  const row = await findVisibleListing(ctx.db, id, viewerId);
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return present(ctx, row, viewerId);
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
): Promise<{ items: Listing[]; nextCursor: string | undefined; ownerIds: number[] }> {
  if ((query.mine || query.friends) && viewerId === undefined) throw unauthorized();
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort);
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
    words: (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS),
    typeIds: query.type_id,
    categoryIds: query.category_id,
    stateIds: query.state_id ?? (ownListings ? undefined : [LISTING_STATES.available]),
    minPrice: query.min_price,
    maxPrice: query.max_price,
    sort: query.sort,
    limit: query.limit,
    after,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => present(ctx, row, viewerId)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor(query.sort, last.sortKey, last.listing.id)
        : undefined,
    ownerIds: rows.map((row) => row.listing.ownerId),
  };
}

export async function createListing(
  ctx: AppContext,
  ownerId: number,
  input: ListingCreate,
  image: Buffer | undefined,
): Promise<Listing> {
  // The image first: a refused upload (415) stores nothing and creates nothing.
  const featuredImage = image ? await ctx.images.save(image, 'listings') : null;
  let id: number;
  try {
    const [row] = await ctx.db
      .insert(listings)
      .values({
        ownerId,
        title: input.title,
        description: input.description,
        price: input.price,
        featuredImage,
        isActive: input.is_active,
        isPublic: input.is_public,
        typeId: input.type_id,
        stateId: input.state_id,
        categoryId: input.category_id,
      })
      .returning({ id: listings.id });
    id = row!.id;
  } catch (err) {
    await ctx.images.remove(featuredImage);
    throw err;
  }
  ctx.listingPages.forget();
  await matchQuietly(ctx, id);
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

const becomesVisibleToStrangers = (
  before: { isPublic: boolean; isActive: boolean },
  after: { isPublic: boolean; isActive: boolean },
) => after.isPublic && after.isActive && !(before.isPublic && before.isActive);

export async function updateListing(
  ctx: AppContext,
  id: number,
  userId: number,
  input: ListingUpdate,
  image: Buffer | undefined,
): Promise<Listing> {
  const found = await findVisibleListing(ctx.db, id, userId);
  const current = mustOwn(found?.listing, userId, EDIT);
  const price = mergedPrice(current, input);
  const featuredImage = image ? await ctx.images.save(image, 'listings') : undefined;
  const next = {
    isPublic: input.is_public ?? current.isPublic,
    isActive: input.is_active ?? current.isActive,
  };
  try {
    await ctx.db
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
        categoryId: input.category_id,
        updatedAt: new Date(),
      })
      .where(eq(listings.id, id));
  } catch (err) {
    await ctx.images.remove(featuredImage);
    throw err;
  }
  ctx.listingPages.forget();
  if (featuredImage) await ctx.images.remove(current.featuredImage);
  if (becomesVisibleToStrangers(current, next)) await matchQuietly(ctx, id);
  return reload(ctx, id, userId);
}

export async function setVisibility(
  ctx: AppContext,
  id: number,
  userId: number,
  isPublic: boolean,
): Promise<Listing> {
  const found = await findVisibleListing(ctx.db, id, userId);
  const current = mustOwn(found?.listing, userId, EDIT);
  if (current.isPublic !== isPublic) {
    await ctx.db
      .update(listings)
      .set({ isPublic, updatedAt: new Date() })
      .where(eq(listings.id, id));
    ctx.listingPages.forget();
    if (becomesVisibleToStrangers(current, { isPublic, isActive: current.isActive })) {
      await matchQuietly(ctx, id);
    }
  }
  return reload(ctx, id, userId);
}

export async function deleteListing(ctx: AppContext, id: number, userId: number): Promise<void> {
  const found = await findVisibleListing(ctx.db, id, userId);
  const listing = mustOwn(found?.listing, userId, DELETE);
  await ctx.db.delete(listings).where(eq(listings.id, id));
  ctx.listingPages.forget();
  await ctx.images.remove(listing.featuredImage);
}
