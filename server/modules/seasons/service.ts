import type { SeasonMonth, Seasons } from '@common/schemas/seasons';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { perDatabase } from '@server/db/per-database';
import { SharedAnswers } from '@server/lib/shared-answers';
import type { Point } from '@server/modules/map/cloak';
import { viewerPoint } from '@server/modules/map/viewer-point';
import { type SeasonRow, seasonsAround } from './queries';

/**
 * How long an answer is kept (docs/product.md §7.20): a new listing counts within the hour.
 * The seasons move by months, and the statement reads every listing of two years in the radius.
 */
export const SEASONS_TTL_MS = 60 * 60_000;
/** Answers kept at once: a few per cloak cell that members live in, and per ZIP code. */
const SEASONS_MAX_ENTRIES = 20_000;

/**
 * Answers per (point, radius, day): members in one cloak cell share their cloaked point, and
 * guests of one ZIP its geocoded point, so a point is one of few, never rounded. The day, by
 * the clock, moves the 24-month window as the clock moves.
 */
const answers = perDatabase(() => new SharedAnswers<Seasons>(SEASONS_TTL_MS, SEASONS_MAX_ENTRIES));

/**
 * docs/product.md §7.20: the twelve months around where the viewer stands. `built` says
 * whether this request read the database for it (not kept, or kept too long), which is what
 * the route's rate limit counts.
 */
export async function seasonsNear(
  ctx: AppContext,
  viewerId: number | undefined,
  query: { within: number; zip?: string | undefined },
  acceptLanguage: string | undefined,
): Promise<{ seasons: Seasons; built: boolean }> {
  const { point } = await viewerPoint(ctx, viewerId, query.zip, acceptLanguage);
  const now = ctx.clock.now();
  const key = `${point.latitude},${point.longitude},${query.within},${now.toISOString().slice(0, 10)}`;
  let built = false;
  const seasons = await answers(ctx.db).get(key, () => {
    built = true;
    return build(ctx.db, point, query.within, now);
  });
  return { seasons, built };
}

async function build(db: Db, point: Point, within: number, now: Date): Promise<Seasons> {
  return { months: byMonth(await seasonsAround(db, point, within, now)) };
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
