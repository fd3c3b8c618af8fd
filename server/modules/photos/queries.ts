import type { Db } from '@server/db/client';
import { listings } from '@server/db/schema';
import { visibleTo } from '@server/modules/listings/queries';
import { eq, sql } from 'drizzle-orm';

/**
 * The listing a photo belongs to, read afresh on every request (listings_featured_image_idx):
 * whether anyone may see it, and whether `viewerId` may. Nothing is remembered between
 * requests, so making a listing private or ending a friendship takes effect at once.
 */
export async function photoAccess(
  db: Db,
  path: string,
  viewerId: number | undefined,
): Promise<{ open: boolean; visible: boolean } | undefined> {
  const [row] = await db
    .select({
      open: sql<boolean>`${visibleTo(undefined)}`,
      visible: sql<boolean>`${visibleTo(viewerId)}`,
    })
    .from(listings)
    .where(eq(listings.featuredImage, path))
    .limit(1);
  return row;
}
