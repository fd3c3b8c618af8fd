import type { AppContext } from '@server/context';
import { listings } from '@server/db/schema';
import { local } from '@server/lib/errors';
import { mustOwn } from '@server/policies/ownership';
import { eq } from 'drizzle-orm';
import { LISTING_NOT_FOUND } from './listing-answers';
import { removeFiles, writePhotos } from './photos';
import { findVisibleListing } from './visible-listing';

/** docs/product.md §1.2: a listing you cannot see is 404, one you see but do not own is 403. */
const DELETE = {
  missing: LISTING_NOT_FOUND,
  notYours: local('errors.listings.notYoursToDelete'),
};

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
