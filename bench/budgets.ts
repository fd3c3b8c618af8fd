/**
 * The budgets each page's request is held to (docs/performance.md "Budgets"): CPU per request
 * on PostgreSQL, server and database together, in ms, and the SQL statements it sends.
 */
export interface PageBudget {
  /** CPU ms per request on PostgreSQL; the embedded database gets twice as much. */
  cpuMs?: number;
  /**
   * Statements per request: what the page sends with its session cached today (`--size ci`),
   * plus one for the session's lookup, which the 10-second session cache saves on most
   * requests at small sizes and on few at a million listings. One more round trip per request
   * misses it at any size.
   */
  statements?: number;
  /** Share of the bare route's throughput; the embedded database's is lower. */
  share?: boolean;
  p99Ms?: number;
}

export const PAGE_BUDGETS: Record<string, PageBudget> = {
  // The bare route sends none; background work (the job worker's poll) is all it would show.
  reference: {},
  // Measured to show what any member's request costs before its own work.
  floor: {},
  marketplace: { cpuMs: 0.3, statements: 2, share: true, p99Ms: 30 },
  friends: { cpuMs: 1.0, statements: 3, share: true, p99Ms: 30 },
  search: { cpuMs: 2.5, statements: 3, p99Ms: 50 },
  detail: { cpuMs: 0.5, statements: 3 },
  seller: { cpuMs: 1.0, statements: 3 },
  nearby: { cpuMs: 1.5, statements: 3, p99Ms: 30 },
  threads: { cpuMs: 1.0, statements: 3 },
  thread: { cpuMs: 0.6, statements: 2 },
  // An exchange's second half (docs/performance.md "Budgets"): measured at --size small on a
  // slower, loaded host, scaled to the host of the figures above by the listing page's and a
  // thread's, then doubled, the headroom those two have.
  pickups: { cpuMs: 0.6, statements: 2 },
  record: { cpuMs: 1.0, statements: 3 },
  thanks: { cpuMs: 1.0, statements: 3 },
  exchange: { cpuMs: 1.0, statements: 3 },
  // docs/product.md §7.20, held to the nearby page's budget: an answer kept per point and
  // radius for an hour, so most requests are the point's look-up alone.
  seasons: { cpuMs: 1.5, statements: 3 },
  seasonsGuest: { cpuMs: 1.5, statements: 3 },
  // docs/product.md §7.19, held to the nearby page's budget: the viewer's point, then the few
  // upcoming swap days in a box around it; an event's page reads it, who is going and the
  // cards of what they bring.
  events: { cpuMs: 1.5, statements: 3 },
  event: { cpuMs: 1.5, statements: 4 },
  // The request alone: the bench holds the job queue while it measures, then reports the
  // matching job's CPU and statements per new listing beside it (docs/performance.md).
  create: { cpuMs: 3.0, statements: 5, p99Ms: 50 },
};

/** The embedded database runs in the server's process and thread: twice the CPU budget. */
export const EMBEDDED_CPU_FACTOR = 2;

/** From a new listing's creation to its last match's notification, in seconds (p99). */
export const MATCH_LAG_P99_S = 5;
