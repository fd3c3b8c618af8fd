import type { LastDraw, RedrawReason } from '@common/schemas/giveaways';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { listingDraws, users } from '@server/db/schema';
import { findVisibleListing, LISTING_NOT_FOUND } from '@server/modules/listings';
import { memberNotDeleted } from '@server/policies/members';
import { mustOwn } from '@server/policies/ownership';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INTEREST_REFUSALS } from './interest';

/**
 * Keeps a draw as it was made (docs/product.md §7.16), in the transaction that reserves the
 * giveaway for the chosen member: a later withdrawal cannot change what the owner's page says
 * of it, and a redraw is a row of its own, with why it was allowed.
 */
export async function recordDraw(
  tx: Db,
  draw: {
    listingId: number;
    chosenId: number;
    entrantIds: number[];
    drawnAt: Date;
    reason: RedrawReason | null;
  },
): Promise<void> {
  await tx.insert(listingDraws).values(draw);
}

interface EntrantRow {
  id: number;
  username: string;
  profile_picture: string | null;
  chosen: boolean;
  drawn_at: Date | string;
}

interface DrawRow {
  chosen_id: number;
  username: string | null;
  profile_picture: string | null;
  drawn_at: Date | string;
  reason: RedrawReason | null;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** The members a draw chose and entered, as the raw statements below name them. */
const u = alias(users, 'u');

/**
 * GET /listings/{id}/draw: the owner's last draw, its entrants in the order they said they were
 * interested, and every draw of the giveaway, oldest first, with why each after the first was
 * allowed; members who left since are not named.
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
  const draws = await rowsOf<DrawRow>(
    ctx.db,
    sql`select d.chosen_id, u.username, u.profile_picture, d.drawn_at, d.reason
      from ${listingDraws} d left join ${users} u on u.id = d.chosen_id and ${memberNotDeleted(u)}
      where d.listing_id = ${listingId}
      order by d.drawn_at, d.id`,
  );
  const last = draws.at(-1);
  if (!last?.username) return null;
  const rows = await rowsOf<EntrantRow>(
    ctx.db,
    sql`select u.id, u.username, u.profile_picture, u.id = d.chosen_id as chosen, d.drawn_at
      from (select * from ${listingDraws} where listing_id = ${listingId}
          order by drawn_at desc, id desc limit 1) d
      cross join lateral unnest(d.entrant_ids) with ordinality as e(member_id, place)
      join ${users} u on u.id = e.member_id and ${memberNotDeleted(u)}
      order by e.place`,
  );
  const card = (r: EntrantRow) => ({
    id: r.id,
    username: r.username,
    profile_picture: r.profile_picture,
  });
  return {
    chosen: { id: last.chosen_id, username: last.username, profile_picture: last.profile_picture },
    entrants: rows.map(card),
    drawn_at: iso(last.drawn_at),
    draws: draws.map((d) => ({
      chosen: d.username
        ? { id: d.chosen_id, username: d.username, profile_picture: d.profile_picture }
        : null,
      drawn_at: iso(d.drawn_at),
      reason: d.reason,
    })),
  };
}
