import { SEASONS_EXACT_MEMBERS, type SeasonMonth, type Seasons } from '@common/schemas/seasons';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { perDatabase } from '@server/db/per-database';
import { SharedAnswers } from '@server/lib/shared-answers';
import { viewerPoint } from '@server/modules/map';
import { seasonBlockOf, seasonBlockSizeFor, seasonCellOf } from './cells';
import { type SeasonRow, seasonsInBlock } from './queries';
import { seasonWordsBuiltAt } from './rebuild';

/**
 * How long an answer is kept (docs/product.md §7.20). A rebuild of season_words (daily)
 * renews them all sooner: its time is in their key.
 */
const SEASONS_TTL_MS = 60 * 60_000;
/** Answers kept at once: three per block of 4 × 4 squares that members live in. */
const SEASONS_MAX_ENTRIES = 20_000;
/** How long a process trusts the build time it read: another process's rebuild shows by then. */
const BUILT_AT_TTL_MS = 60_000;

/**
 * Answers per (level, block, build): everyone placed in one block (a member by their cloaked
 * point, a guest by their ZIP code's) gets the same answer at each level, whatever their square
 * or the `within` they asked, so an answer says nothing finer about anyone's place than the
 * block (docs/decisions.md, "In season near you").
 */
const answers = perDatabase(() => new SharedAnswers<Seasons>(SEASONS_TTL_MS, SEASONS_MAX_ENTRIES));
const builtAt = perDatabase(() => new SharedAnswers<string>(BUILT_AT_TTL_MS, 1));

/** After a rebuild by this process: its members see the new words at once. */
export function forgetSeasonAnswers(db: Db) {
  answers(db).clear();
  builtAt(db).clear();
}

/** docs/product.md §7.20: the twelve months of the block the viewer is in, at `within`'s level. */
export async function seasonsNear(
  ctx: AppContext,
  viewerId: number | undefined,
  query: { within: number; zip?: string | undefined },
  acceptLanguage: string | undefined,
): Promise<Seasons> {
  const { point } = await viewerPoint(ctx, viewerId, query.zip, acceptLanguage);
  const block = seasonBlockOf(seasonCellOf(point), seasonBlockSizeFor(query.within));
  const built = await builtAt(ctx.db).get(
    'built',
    async () => (await seasonWordsBuiltAt(ctx.db))?.toISOString() ?? 'never',
  );
  const key = `${block.size}:${block.blockLat},${block.blockLng}:${built}`;
  return answers(ctx.db).get(key, async () => ({
    months: byMonth(await seasonsInBlock(ctx.db, block)),
  }));
}

/**
 * Months 1 to 12 in order, each with its ranked words; a month with none has `top: []`. Under
 * ten members a word's counts are left out ("a few neighbours"): an exact 3 or 4 is what let one
 * more lister be told apart (docs/decisions.md, "In season near you").
 */
function byMonth(rows: SeasonRow[]): SeasonMonth[] {
  const months: SeasonMonth[] = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, top: [] }));
  for (const row of rows) {
    const exact = Number(row.members) >= SEASONS_EXACT_MEMBERS;
    months[Number(row.month) - 1]?.top.push({
      word: row.word,
      category_id: Number(row.category_id),
      listings: exact ? Number(row.listings) : null,
      members: exact ? Number(row.members) : null,
    });
  }
  return months;
}
