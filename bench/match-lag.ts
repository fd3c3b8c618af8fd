import type { Scenario } from './http-load';
import type { SqlClient } from './sql-client';

/**
 * New listings at a steady rate, one request at a time, as members post them: the ids of
 * those the server stored. Their matching runs wherever the server runs it (in the request or
 * in a background job); `matchLag` reads afterwards when each one's notifications were written.
 */
export async function createListings(
  url: string,
  scenario: Scenario,
  opts: { count: number; perSecond: number },
): Promise<{ ids: number[]; failed: number }> {
  const ids: number[] = [];
  let failed = 0;
  const started = performance.now();
  for (let i = 0; i < opts.count; i++) {
    const due = started + (i * 1000) / opts.perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const r = scenario.next();
    const res = await fetch(`${url}${r.path}`, {
      method: r.method,
      headers: {
        'content-type': 'application/json',
        ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
      },
      body: r.body,
    }).catch(() => undefined);
    const body = res?.ok ? ((await res.json()) as { id?: number }) : undefined;
    if (body?.id) ids.push(body.id);
    else failed++;
  }
  return { ids, failed };
}

export interface MatchLag {
  /** Seconds from each matched listing's creation to its last match notification. */
  lags: number[];
  /** Listings no want matched: no notification to wait for. */
  unmatched: number;
  /** Match notifications per matched listing, on average. */
  matchesPerListing: number;
}

/** From the stored times: the listing's `created_at` to its last match notification's. */
export async function matchLag(db: SqlClient, ids: number[]): Promise<MatchLag> {
  const rows = await db.query<{ lag: number; n: number }>(
    `select extract(epoch from max(n.created_at) - l.created_at)::float8 as lag, count(*)::int as n
       from listings l join notifications n on n.listing_id = l.id and n.kind = 'match'
      where l.id = any($1::int[])
      group by l.id, l.created_at`,
    [ids],
  );
  const matched = rows.reduce((sum, r) => sum + Number(r.n), 0);
  return {
    lags: rows.map((r) => Math.max(0, Number(r.lag))).sort((a, b) => a - b),
    unmatched: ids.length - rows.length,
    matchesPerListing: rows.length ? matched / rows.length : 0,
  };
}
