import type { SeasonMonth, Seasons } from '@common/schemas/seasons';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { perDatabase } from '@server/db/per-database';
import { SharedAnswers } from '@server/lib/shared-answers';
import { viewerPoint } from '@server/modules/map/viewer-point';
import { seasonCellOf } from './cells';
import { type SeasonRow, seasonsAround } from './queries';
import { seasonWordsBuiltAt } from './rebuild';

/**
 * How long an answer is kept (docs/product.md §7.20). A rebuild of season_words (daily)
 * renews them all sooner: its time is in their key.
 */
export const SEASONS_TTL_MS = 60 * 60_000;
/** Answers kept at once: a few radii per square that members live in. */
const SEASONS_MAX_ENTRIES = 20_000;
/** How long a process trusts the build time it read: another process's rebuild shows by then. */
const BUILT_AT_TTL_MS = 60_000;

/**
 * Answers per (square, radius, build): every member of one square gets the same answer, and
 * guests of one ZIP code the answer of its point's square, so the square is all an answer can
 * say about anyone's place.
 */
const answers = perDatabase(() => new SharedAnswers<Seasons>(SEASONS_TTL_MS, SEASONS_MAX_ENTRIES));
const builtAt = perDatabase(() => new SharedAnswers<string>(BUILT_AT_TTL_MS, 1));

/** After a rebuild by this process: its members see the new words at once. */
export function forgetSeasonAnswers(db: Db) {
  answers(db).clear();
  builtAt(db).clear();
}

/** docs/product.md §7.20: the twelve months around the viewer's square. */
export async function seasonsNear(
  ctx: AppContext,
  viewerId: number | undefined,
  query: { within: number; zip?: string | undefined },
  acceptLanguage: string | undefined,
): Promise<Seasons> {
  const { point } = await viewerPoint(ctx, viewerId, query.zip, acceptLanguage);
  const cell = seasonCellOf(point);
  const built = await builtAt(ctx.db).get(
    'built',
    async () => (await seasonWordsBuiltAt(ctx.db))?.toISOString() ?? 'never',
  );
  const key = `${cell.cellLat},${cell.cellLng},${query.within},${built}`;
  return answers(ctx.db).get(key, async () => ({
    months: byMonth(await seasonsAround(ctx.db, cell, query.within)),
  }));
}

/** Months 1 to 12 in order, each with its ranked words; a month with none has `top: []`. */
export function byMonth(rows: SeasonRow[]): SeasonMonth[] {
  const months: SeasonMonth[] = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, top: [] }));
  for (const row of rows) {
    months[Number(row.month) - 1]?.top.push({
      word: row.word,
      category_id: Number(row.category_id),
      listings: Number(row.listings),
      members: Number(row.members),
    });
  }
  return months;
}
