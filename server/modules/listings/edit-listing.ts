import { LISTING_STATES, LISTING_TYPES } from '@common/codes';
import type { ListingUpdate } from '@common/schemas/listings';
import type { Listing } from '@common/types';
import type { AppContext } from '@server/context';
import { listings } from '@server/db/schema';
import { forbidden, local, notFound, sayDetail, validationFailed } from '@server/lib/errors';
import { inStrangersSight } from '@server/policies/listings';
import { mustOwn } from '@server/policies/ownership';
import { eq } from 'drizzle-orm';
import { availabilityOnUpdate, renewedUntil } from './availability';
import { LISTING_NOT_FOUND, reload } from './listing-answers';
import { matchLater } from './match-later';
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
  writePhotos,
} from './photos';
import { seedOnUpdate } from './seed-story';
import { afterStateChange, planStateChange, writeStateChange } from './state-change';
import type { Told } from './status-pickups';
import { refuseReservingByEdit } from './status-rules';
import { findVisibleListing } from './visible-listing';

/** docs/product.md §1.2: a listing you cannot see is 404, one you see but do not own is 403. */
const EDIT = {
  missing: LISTING_NOT_FOUND,
  notYours: local('errors.listings.notYoursToEdit'),
};

/** What the owner of a removed listing is told when they try to change it (docs/product.md §14.3). */
const REMOVED = local('errors.listings.removed');
/**
 * The same in English (the server says it in the owner's language).
 * @internal
 */
export const REMOVED_NOT_EDITABLE = sayDetail(REMOVED, 'en');

/** A moderator's removal stands: the owner keeps the listing to read or delete, not to change. */
export function editable<T extends { moderation: string | null }>(listing: T): T {
  if (listing.moderation === 'removed') throw forbidden(REMOVED);
  return listing;
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
    throw validationFailed([
      { loc: ['body', 'price'], msg: local('validation.sellPrice'), type: 'custom' },
    ]);
  }
  return price;
}

type Exposure = Parameters<typeof inStrangersSight>[0];
const becomesVisibleToStrangers = (before: Exposure, after: Exposure) =>
  inStrangersSight(after) && !inStrangersSight(before);

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
  // A new state is the status route's change, checked, written and told by the same code
  // (docs/product.md §7.13, §7.15), in this edit's transaction.
  refuseReservingByEdit(current, input.state_id);
  const stateChange =
    found && input.state_id !== undefined && input.state_id !== current.stateId
      ? await planStateChange(ctx, found, userId, { state_id: input.state_id })
      : undefined;
  const availability = availabilityOnUpdate(ctx.clock.now(), current, input);
  const seed = seedOnUpdate(current, input.category_id, input.seed, ctx.clock.now());
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
  let told: Told[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      if (stateChange) told = await writeStateChange(tx, ctx.clock.now(), stateChange);
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
          categoryId: input.category_id,
          ...availability,
          ...seed,
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
  if (stateChange) await afterStateChange(ctx, stateChange, told);
  // A relist has matched it already (afterStateChange).
  const relisted = stateChange?.next === LISTING_STATES.available;
  if (!relisted && becomesVisibleToStrangers(current, next)) await matchLater(ctx, id);
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
