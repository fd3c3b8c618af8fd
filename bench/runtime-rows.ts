import { MATCH_LAG_P99_S } from './budgets';
import type { LagFigures } from './matching-phase';
import type { Counts } from './options';
import type { RealtimeResult } from './realtime';
import { type Miss, mb, ms, passIf, type Row } from './report';
import { percentile } from './stats';

/** The matching job's lag, from a new listing to its last notification. */
export function matchingRows(lag: LagFigures | undefined, counts: Counts): Row[] {
  const rows: Row[] = [];
  if (lag) {
    const p99 = percentile(lag.lags, 0.99);
    const misses: Miss[] = [];
    if (lag.failed) misses.push({ what: 'errors', sizeDependent: false });
    if (!lag.quiet) misses.push({ what: 'still matching', sizeDependent: true });
    if (lag.lags.length && !(p99 <= MATCH_LAG_P99_S))
      misses.push({ what: 'p99', sizeDependent: true });
    rows.push({
      figure: `New listing → last match notification, ${counts.wants} wants`,
      budget: `p99 ≤ ${MATCH_LAG_P99_S} s`,
      measured: lag.lags.length
        ? `p50 ${percentile(lag.lags, 0.5).toFixed(2)} s, p99 ${p99.toFixed(2)} s, max ${lag.lags.at(-1)!.toFixed(2)} s over ${lag.lags.length} matched listings (${lag.matchesPerListing.toFixed(0)} matches each on average)`
        : 'no listing matched a want',
      outcome: misses.length ? 'miss' : lag.lags.length ? 'pass' : 'not run',
      misses,
      note: [
        `${lag.created} listings posted at 5 a second, ${lag.unmatched} matched no want`,
        lag.failed ? `${lag.failed} refused` : undefined,
        lag.quiet ? undefined : 'notifications were still being written after 60 s',
      ]
        .filter(Boolean)
        .join('; '),
    });
  }
  return rows;
}

/** Messages between connected members: latency, none lost or doubled, the server's memory. */
export function realtimeRows(
  realtime: RealtimeResult | undefined,
  messageRate: number,
  idleRss: number,
): Row[] {
  const rows: Row[] = [];
  if (realtime) {
    rows.push({
      figure: `Realtime: ${realtime.sockets} sockets, ${messageRate} msg/s`,
      budget: 'p99 ≤ 50 ms, 0 lost, 0 doubled, RSS ≤ 400 MB',
      measured: `p50 ${ms(realtime.p50)}, p99 ${ms(realtime.p99)}, ${realtime.lost} lost, ${realtime.doubled} doubled, ${realtime.refused} refused of ${realtime.sent}, RSS ${mb(realtime.maxRssBytes)} (${mb(idleRss)} before)`,
      outcome: passIf(
        realtime.p99 <= 50 &&
          realtime.lost === 0 &&
          realtime.doubled === 0 &&
          realtime.refused === 0 &&
          realtime.maxRssBytes <= 400 * 1024 * 1024,
      ),
      sizeDependent: !(realtime.lost || realtime.doubled || realtime.refused),
    });
  }
  return rows;
}

/** How long `npm start` takes to answer healthy. */
export function startupRows(
  startup: { firstMs: number; existingMs: number } | undefined,
  benchStartupMs: number | undefined,
): Row[] {
  const rows: Row[] = [];
  if (startup)
    rows.push({
      figure: 'npm start, existing embedded database (demo data)',
      budget: 'healthy ≤ 3 s',
      measured: `${(startup.existingMs / 1000).toFixed(2)} s`,
      outcome: passIf(startup.existingMs <= 3000),
      sizeDependent: true,
      note: `first start on an empty folder, with migrations and demo data: ${(startup.firstMs / 1000).toFixed(2)} s`,
    });
  if (benchStartupMs !== undefined) {
    rows.push({
      figure: `npm start, existing embedded database (this seed)`,
      budget: 'healthy ≤ 3 s',
      measured: `${(benchStartupMs / 1000).toFixed(2)} s`,
      outcome: passIf(benchStartupMs <= 3000),
      sizeDependent: true,
    });
  }
  return rows;
}
