import { deleteFinishedJobs } from '@server/jobs/queue';
import { every } from '@server/lib/every';
import { deleteExpiredTokens } from '@server/modules/auth';
import { tileCacheDir, trimTileCache } from '@server/modules/tiles';
import type { AppContext } from './context';

const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
/** Finished background jobs are kept this long (docs/decisions.md "Background jobs"). */
const FINISHED_JOBS_KEPT_MS = 24 * 60 * 60 * 1000;
/** Not during start-up (`npm start` has a time budget), but soon after it. */
const HOUSEKEEPING_FIRST_MS = 60 * 1000;

/**
 * What keeps the database and the data folder from growing without end: tokens past their
 * expiry, background jobs finished a day ago, and the tile cache above its limit. Every
 * process runs it; the work is idempotent, so processes sharing a database or a folder only
 * repeat each other's checks.
 * @internal
 */
export async function runHousekeeping(ctx: AppContext) {
  const tokens = await deleteExpiredTokens(ctx.db);
  const jobs = await deleteFinishedJobs(ctx.db, new Date(Date.now() - FINISHED_JOBS_KEPT_MS));
  const tiles = await trimTileCache(
    tileCacheDir(ctx.config.dataDir),
    ctx.config.map.tileCacheMaxBytes,
  );
  if (tokens.revoked || tokens.resets || tokens.emailChanges || tiles.removed || jobs) {
    ctx.logger.info(
      { tokens, tiles, jobs },
      'housekeeping: removed what had expired or overflowed',
    );
  }
  return { tokens, tiles, jobs };
}

export function scheduleHousekeeping(ctx: AppContext): { stop(): Promise<void> } {
  return every(() => runHousekeeping(ctx), {
    firstMs: HOUSEKEEPING_FIRST_MS,
    everyMs: HOUSEKEEPING_EVERY_MS,
    onError: (err) => ctx.logger.error({ err }, 'housekeeping failed; it runs again in an hour'),
  });
}
