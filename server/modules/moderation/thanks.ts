import type { DeskThanks } from '@common/schemas/moderation';
import type { Db } from '@server/db/client';
import { listings, thanks } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';

/**
 * A reported thank-you as the desk sees it (docs/product.md §7.17, §14.3), removed or not, with
 * its two members and the listing it thanks for. Undefined once deleted with its listing.
 */
export async function findThanks(db: Db, id: number) {
  const [row] = await db
    .select({
      id: thanks.id,
      fromId: thanks.fromId,
      toId: thanks.toId,
      text: thanks.text,
      createdAt: thanks.createdAt,
      removedAt: thanks.removedAt,
      listingId: listings.id,
      listingTitle: listings.title,
    })
    .from(thanks)
    .innerJoin(listings, eq(listings.id, thanks.listingId))
    .where(eq(thanks.id, id));
  return row;
}

export type ThanksRecord = NonNullable<Awaited<ReturnType<typeof findThanks>>>;

export function presentDeskThanks(row: ThanksRecord): DeskThanks {
  return {
    id: row.id,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    removed_at: row.removedAt?.toISOString() ?? null,
    listing: { id: row.listingId, title: row.listingTitle },
  };
}

/**
 * Removes a thank-you (it leaves the recipient's profile and count, which skip `removed_at`) or
 * restores it. The row stays, so the desk and the audit log still show what was said. Removing
 * again keeps the first time.
 */
export function setThanksRemoved(tx: Db, id: number, removing: boolean, now: Date) {
  return tx
    .update(thanks)
    .set({
      removedAt: removing
        ? sql`coalesce(${thanks.removedAt}, ${now.toISOString()}::timestamptz)`
        : null,
    })
    .where(eq(thanks.id, id));
}
