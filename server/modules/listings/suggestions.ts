import { LISTING_STATES } from '@common/codes';
import { SUGGESTIONS_MAX } from '@common/schemas/listings';
import type { AppContext } from '@server/context';
import { rowsOf } from '@server/db/rows';
import { listings } from '@server/db/schema';
import { visibleTo } from '@server/policies/listings';
import { and, eq, sql } from 'drizzle-orm';
import { matchesQuery } from './queries';
import { kmFrom } from './search-order';
import { searchQuery, searchWordsOf } from './search-words';
import type { Vantage } from './vantage';

/** How many of the newest matching listings the suggestions are drawn from. */
const DRAWN_FROM = 200;

/**
 * Completions of what the member is typing (docs/product.md §7.5): titles of listings on offer
 * they may see, not their own, with every word in the title by the search's rules (the last
 * one as a prefix), each title once, nearest first when they have a home, then newest. Drawn
 * from the newest matching listings, so a common prefix costs one short index walk.
 */
export async function suggestTitles(
  ctx: AppContext,
  text: string,
  viewerId: number | undefined,
  vantage: Vantage,
): Promise<string[]> {
  const query = await searchQuery(ctx.db, searchWordsOf(text), true);
  if (!query) return [];
  const km = vantage.point ? kmFrom(vantage.point) : sql`'Infinity'::float8`;
  const rows = await rowsOf<{ title: string }>(
    ctx.db,
    sql`select t.title from (
        select distinct on (lower(c.title)) c.title, c.km, c.created_at from (
          select ${listings.title} as title, ${km} as km, ${listings.createdAt} as created_at
          from ${listings}
          where ${and(
            visibleTo(viewerId),
            viewerId === undefined ? undefined : sql`${listings.ownerId} <> ${viewerId}`,
            eq(listings.stateId, LISTING_STATES.available),
            matchesQuery(query.title),
          )}
          order by ${listings.createdAt} desc, ${listings.id} desc
          limit ${DRAWN_FROM}) c
        order by lower(c.title), c.km, c.created_at desc) t
      order by t.km, t.created_at desc, t.title
      limit ${SUGGESTIONS_MAX}`,
  );
  return rows.map((r) => r.title);
}
