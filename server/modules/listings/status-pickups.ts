import { LISTING_STATES } from '@common/codes';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { pickups } from '@server/db/schema';
import { announce, insertNotice } from '@server/modules/notifications';
import { sql } from 'drizzle-orm';

interface ClosedPickup {
  id: number;
  was: string;
  recipient_id: number;
  starts_at: Date | string;
  ends_at: Date | string;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * What a listing leaving "reserved" does to its pickups (docs/product.md §7.15). Relisted: every
 * proposed or accepted one is cancelled, and the member of an accepted one still ahead is told,
 * as when the owner cancels it. Handed over: a time still waiting for an answer is dropped
 * silently, and an accepted one stays (it is what happened). Written here, on the pickups table,
 * rather than by the pickups module, which reads listings: modules do not import in a cycle.
 *
 * `db` is the status change's transaction, so a listing never stays relisted with a pickup
 * open; the notices are stored with it and announced by the caller once it has committed.
 */
export async function closePickups(
  db: Db,
  now: Date,
  change: { listingId: number; ownerId: number; next: number },
): Promise<Told[]> {
  const { listingId, ownerId, next } = change;
  if (next === LISTING_STATES.pending) return [];
  const relisted = next === LISTING_STATES.available;
  const open = relisted ? sql`('proposed', 'accepted')` : sql`('proposed')`;
  // `w` is the row as it was, so the statement knows which were accepted.
  const closed = await rowsOf<ClosedPickup>(
    db,
    sql`update ${pickups} p set state = 'cancelled', updated_at = ${now.toISOString()}::timestamptz
      from ${pickups} w
      where w.id = p.id and p.listing_id = ${listingId} and p.state in ${open}
      returning p.id, w.state as was, p.recipient_id, p.starts_at, p.ends_at`,
  );
  const told: Told[] = [];
  for (const pickup of closed) {
    // A past time needs no cancelling: only an agreed one still ahead is told.
    if (pickup.was !== 'accepted' || new Date(pickup.ends_at) <= now) continue;
    const noticeId = await insertNotice(db, {
      userId: pickup.recipient_id,
      kind: 'pickup_cancelled',
      actorId: ownerId,
      listingId,
      data: {
        pickup_id: pickup.id,
        starts_at: iso(pickup.starts_at),
        ends_at: iso(pickup.ends_at),
      },
    });
    told.push({ userId: pickup.recipient_id, noticeId });
  }
  return told;
}

/** A notice stored in the transaction, to announce once it has committed. */
export interface Told {
  userId: number;
  noticeId: number;
}

export async function announceAll(ctx: AppContext, told: Told[]): Promise<void> {
  for (const { userId, noticeId } of told) await announce(ctx, userId, noticeId);
}
