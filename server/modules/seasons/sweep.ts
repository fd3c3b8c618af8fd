import type { AppContext } from '@server/context';
import { every } from '@server/lib/every';
import { buildSeasonWords } from './rebuild';
import { forgetSeasonAnswers } from './service';

/** Not during start-up (`npm start` has a time budget), but soon after it. */
const SEASON_WORDS_FIRST_MS = 10 * 1000;
/** How often every process looks at the build's age, at most. */
const SEASON_WORDS_CHECK_MS = 10 * 60 * 1000;

/**
 * Rebuilds season_words now, by the context's clock.
 * @internal
 */
export async function rebuildSeasonWords(ctx: AppContext): Promise<void> {
  await buildSeasonWords(ctx.db, ctx.clock.now());
  forgetSeasonAnswers(ctx.db);
}

/**
 * Rebuilds season_words when it was never built or its build is as old as the configuration
 * allows (SEASONS_REBUILD_MINUTES, a day unless set; docs/product.md §7.20) by the clock;
 * answers whether it did. The check is repeated under the rebuild's lock, so of processes
 * sweeping at once one rebuilds and the others find it fresh.
 * @internal
 */
export async function sweepSeasonWords(ctx: AppContext): Promise<boolean> {
  const now = ctx.clock.now();
  const built = await buildSeasonWords(
    ctx.db,
    now,
    new Date(now.getTime() - ctx.config.seasonsRebuildMs),
  );
  if (built) forgetSeasonAnswers(ctx.db);
  return built;
}

/** Every process looks soon after start, then every ten minutes (or sooner if it may be older). */
export function scheduleSeasonWordsSweep(ctx: AppContext): { stop(): Promise<void> } {
  return every(
    async () => {
      const started = performance.now();
      if (await sweepSeasonWords(ctx))
        ctx.logger.info(
          { ms: Math.round(performance.now() - started) },
          'rebuilt the words in season near you',
        );
    },
    {
      firstMs: SEASON_WORDS_FIRST_MS,
      everyMs: Math.min(SEASON_WORDS_CHECK_MS, ctx.config.seasonsRebuildMs),
      onError: (err) =>
        ctx.logger.error({ err }, 'rebuilding season words failed; it is tried again in 10 min'),
    },
  );
}
