import type { Db } from '@server/db/client';
import { wantListings } from '@server/db/schema';
import { and, asc, eq } from 'drizzle-orm';

/** A member's wish list, by category then as added: what the app and its e-mails show of it. */
export function wantsOf(db: Db, ownerId: number, categoryId?: number) {
  return db
    .select()
    .from(wantListings)
    .where(
      and(
        eq(wantListings.ownerId, ownerId),
        categoryId === undefined ? undefined : eq(wantListings.categoryId, categoryId),
      ),
    )
    .orderBy(asc(wantListings.categoryId), asc(wantListings.id));
}
