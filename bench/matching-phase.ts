import { type BenchContext, openDatabase } from './context';
import type { Scenario } from './http-load';
import { createListings, type MatchLag, matchLag } from './match-lag';
import { waitQuiet } from './metrics';
import type { ServerHandle } from './server';
import { percentile } from './stats';

export type LagFigures = MatchLag & { created: number; failed: number; quiet: boolean };

/**
 * The background job's lag: first let the listings created under load be matched, then post a
 * few dozen at a steady rate and wait, bounded, for their notifications to stop. Stops the
 * server: the lag is read from the database, which is the embedded server's alone meanwhile.
 */
export async function matchingPhase(
  ctx: BenchContext,
  server: ServerHandle,
  create: Scenario,
  statements: () => Promise<number | undefined>,
): Promise<LagFigures> {
  ctx.log('Matching: new listings at 5 a second, then the lag to their last notification…');
  const created = await createListings(server.url, create, { count: 30, perSecond: 5 });
  const quiet = await waitQuiet(statements, 60_000);
  await server.stop();
  const db = await openDatabase(ctx);
  let lag: LagFigures;
  try {
    lag = {
      ...(await matchLag(db, created.ids)),
      created: created.ids.length,
      failed: created.failed,
      quiet,
    };
  } finally {
    await db.close();
  }
  ctx.log(
    `  p99 ${percentile(lag.lags, 0.99).toFixed(2)} s over ${lag.lags.length} matched listings, ${lag.unmatched} unmatched`,
  );
  return lag;
}

/** How many wants each listing created by the bench matched (the e-mails it caused). */
export async function countMatches(ctx: BenchContext): Promise<number | undefined> {
  const db = await openDatabase(ctx);
  try {
    const [row] = await db.query<{ n: number | null }>(
      'select count(*)::float8 / nullif(count(distinct listing_id), 0) as n from notifications',
    );
    return row?.n === null || row?.n === undefined ? undefined : Number(row.n);
  } finally {
    await db.close();
  }
}
