import type { LastDraw } from '@common/schemas/giveaways';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { listingDraws, users } from '@server/db/schema';
import { LISTING_NOT_FOUND } from '@server/modules/listings/listing-answers';
import { findVisibleListing } from '@server/modules/listings/visible-listing';
import { mustOwn } from '@server/policies/ownership';
import { sql } from 'drizzle-orm';
import { INTEREST_REFUSALS } from './interest';

/**
 * Keeps a draw as it was made (docs/product.md §7.16), in the transaction that reserves the
 * giveaway for the chosen member: a later withdrawal or a relist and second draw cannot change
 * what the owner's page says of it.
 */
export async function recordDraw(
  tx: Db,
  listingId: number,
  chosenId: number,
  entrantIds: number[],
): Promise<void> {
  await tx
    .insert(listingDraws)
    .values({ listingId, chosenId, entrantIds })
    .onConflictDoUpdate({
      target: listingDraws.listingId,
      set: { chosenId, entrantIds, drawnAt: sql`now()` },
    });
}

interface DrawRow {
  id: number;
  username: string;
  profile_picture: string | null;
  chosen: boolean;
  drawn_at: Date | string;
}

/**
 * GET /listings/{id}/draw: the owner's last draw, its entrants in the order they said they were
 * interested; members who left since are not named.
 */
export async function lastDraw(
  ctx: AppContext,
  listingId: number,
  userId: number,
): Promise<LastDraw> {
  const found = await findVisibleListing(ctx.db, listingId, userId);
  mustOwn(found?.listing, userId, {
    missing: LISTING_NOT_FOUND,
    notYours: INTEREST_REFUSALS.ownerOnly,
  });
  const rows = await rowsOf<DrawRow>(
    ctx.db,
    sql`select u.id, u.username, u.profile_picture, u.id = d.chosen_id as chosen, d.drawn_at
      from ${listingDraws} d
      cross join lateral unnest(d.entrant_ids) with ordinality as e(member_id, place)
      join ${users} u on u.id = e.member_id and u.deleted_at is null
      where d.listing_id = ${listingId}
      order by e.place`,
  );
  const card = (r: DrawRow) => ({
    id: r.id,
    username: r.username,
    profile_picture: r.profile_picture,
  });
  const chosen = rows.find((r) => r.chosen);
  if (!chosen) return null;
  return {
    chosen: card(chosen),
    entrants: rows.map(card),
    drawn_at: new Date(chosen.drawn_at).toISOString(),
  };
}
