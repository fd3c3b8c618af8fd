import type { Db } from '@server/db/client';
import { listingPhotos, listings } from '@server/db/schema';
import { openToEveryone, visibleTo } from '@server/policies/listings';
import { reviewedBy } from '@server/policies/moderation';
import { eq, sql } from 'drizzle-orm';

/**
 * The listing a photo belongs to, whichever of its photos it is (listing_photos_path_key), read
 * afresh on every request: whether anyone may see it, and whether `viewerId` may. Nothing is
 * remembered between requests, so making a listing private or ending a friendship takes effect
 * at once.
 */
export async function photoAccess(
  db: Db,
  path: string,
  viewerId: number | undefined,
): Promise<{ open: boolean; visible: boolean } | undefined> {
  const [row] = await db
    .select({
      open: openToEveryone(),
      visible: sql<boolean>`(${visibleTo(viewerId)}) or ${reviewedBy(viewerId)}`,
    })
    .from(listingPhotos)
    .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
    .where(eq(listingPhotos.path, path))
    .limit(1);
  return row;
}
