import type { DeskEvent } from '@common/schemas/moderation';
import type { Db } from '@server/db/client';
import { events } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';

/**
 * A reported swap day as the desk sees it (docs/product.md §7.19, §14.3), removed, cancelled or
 * not. Undefined once deleted with its host's account.
 */
export async function findEvent(db: Db, id: number) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export type EventRecord = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export function presentDeskEvent(row: EventRecord): DeskEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    place_name: row.placeName,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    removed_at: row.removedAt?.toISOString() ?? null,
  };
}

/**
 * Removes a swap day (it leaves every list and its page answers 404) or restores it. The row
 * stays, so the desk and the audit log still show it. Removing again keeps the first time.
 */
export function setEventRemoved(tx: Db, id: number, removing: boolean, now: Date) {
  return tx
    .update(events)
    .set({
      removedAt: removing
        ? sql`coalesce(${events.removedAt}, ${now.toISOString()}::timestamptz)`
        : null,
    })
    .where(eq(events.id, id));
}
