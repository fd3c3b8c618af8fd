import type { Db } from '@server/db/client';
import { listingPhotos, listings, reports, users } from '@server/db/schema';
import { openToEveryone, visibleTo } from '@server/policies/listings';
import { eq, type SQL, sql } from 'drizzle-orm';

/**
 * A moderator may see the photo of a listing under review, whatever its state: one reported
 * itself, or one of a reported member (docs/product.md §14.3, the desk shows both).
 */
function reviewedBy(viewerId: number | undefined): SQL {
  if (viewerId === undefined) return sql`false`;
  return sql`(exists (select 1 from ${users} where ${users.id} = ${viewerId}
      and ${users.role} = 'moderator' and ${users.suspendedAt} is null)
    and (exists (select 1 from ${reports} where ${reports.targetType} = 'listing'
        and ${reports.targetId} = ${listings.id})
      or exists (select 1 from ${reports} where ${reports.targetType} = 'user'
        and ${reports.targetId} = ${listings.ownerId})))`;
}

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
