import { LISTING_STATES } from '@common/codes';
import { LISTING_PHOTOS_MAX } from '@common/limits';
import type { ListingCreate } from '@common/schemas/listings';
import { HOUR_MS } from '@common/time';
import type { Listing } from '@common/types';
import type { AppContext } from '@server/context';
import { listings } from '@server/db/schema';
import { availableUntilOnCreate } from './availability';
import { reload } from './listing-answers';
import { matchLater } from './match-later';
import {
  coverOf,
  newFiles,
  type PhotoUpload,
  removeFiles,
  storePhotos,
  tooManyPhotos,
  writePhotos,
} from './photos';
import { seedOnCreate } from './seed-story';
import { refuseReservingByEdit } from './status-rules';

export async function createListing(
  ctx: AppContext,
  ownerId: number,
  input: ListingCreate,
  upload: PhotoUpload,
): Promise<Listing> {
  // A new listing is promised to no one yet: reserving is a status change (docs/product.md §7.13).
  refuseReservingByEdit({ stateId: LISTING_STATES.available }, input.state_id);
  const now = ctx.clock.now();
  const availableUntil = availableUntilOnCreate(now, input.category_id, input.available_until);
  const seed = seedOnCreate(input.category_id, input.seed, now);
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
          ...seed,
          // The schema lets only giveaways simmer (docs/product.md §7.16).
          simmerUntil:
            input.simmer_hours > 0 ? new Date(now.getTime() + input.simmer_hours * HOUR_MS) : null,
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
