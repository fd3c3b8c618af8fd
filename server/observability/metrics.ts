import type { WaitingDeliveries } from '@server/deliveries/stats';
import type { NextFunction, Request, Response } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The route pattern with its mount prefix. Express restores req.baseUrl as an error unwinds the
 * routers, so the prefix is taken from the URL: as many leading segments as the pattern lacks.
 */
function routeLabel(req: Request): string {
  const pattern = req.route?.path;
  if (typeof pattern !== 'string') return 'unmatched';
  const segments = req.originalUrl.split('?')[0]!.split('/').filter(Boolean);
  const patternSegments = pattern.split('/').filter(Boolean);
  const prefix = segments.slice(0, Math.max(0, segments.length - patternSegments.length));
  return `/${[...prefix, ...patternSegments].join('/')}`;
}

/** Prometheus metrics for one process: requests by route, durations, sockets, database pool. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // What a graceful stop waits for (docs/operations.md), and a saturation signal on its own.
  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'HTTP requests this process has received and not yet answered',
    registers: [registry],
  });
  let countSockets = () => 0;
  let poolStats: () => { total: number; idle: number; waiting: number } | undefined = () =>
    undefined;
  let countStatements = () => 0;
  let readDeliveries: () => Promise<WaitingDeliveries[]> = async () => [];
  let statementsReported = 0;
  new Gauge({
    name: 'socketio_connected_clients',
    help: 'Socket.IO clients connected to this process',
    registers: [registry],
    collect() {
      this.set(countSockets());
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  // Read from the database layer's plain counter when scraped: nothing is added per statement.
  new Counter({
    name: 'homegrown_db_statements_total',
    help: "SQL statements sent to the database (a transaction's begin and commit aside)",
    registers: [registry],
    collect() {
      const total = countStatements();
      this.inc(Math.max(0, total - statementsReported));
      statementsReported = total;
    },
  });

  // Read from the database when scraped (docs/operations.md "Deliveries"): one read serves
  // the three gauges of a scrape.
  let lastRead: { at: number; rows: Promise<WaitingDeliveries[]> } | undefined;
  const deliveries = () => {
    if (!lastRead || Date.now() - lastRead.at > 1000) {
      lastRead = { at: Date.now(), rows: readDeliveries().catch(() => []) };
    }
    return lastRead.rows;
  };
  const deliveryGauge = (
    name: string,
    help: string,
    value: (d: WaitingDeliveries) => number | null,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['channel'] as const,
      registers: [registry],
      async collect() {
        for (const d of await deliveries()) this.set({ channel: d.channel }, value(d) ?? 0);
      },
    });
  deliveryGauge(
    'homegrown_deliveries_pending',
    'E-mails and pushes stored and not yet sent (waiting their turn or a retry), by channel',
    (d) => d.pending,
  );
  deliveryGauge(
    'homegrown_deliveries_oldest_pending_seconds',
    'Age of the oldest e-mail or push not yet sent, by channel (0 when none waits)',
    (d) => d.oldestSeconds,
  );
  deliveryGauge(
    'homegrown_deliveries_failed',
    'E-mails and pushes left failed after a day of retries or a permanent refusal, by channel',
    (d) => d.failed,
  );

  /** Labels by the matched route pattern, never the raw URL, so ids don't explode cardinality. */
  function middleware(req: Request, res: Response, next: NextFunction) {
    const end = duration.startTimer();
    inFlight.inc();
    // 'close' comes once whether the answer was sent or the client went away.
    res.once('close', () => inFlight.dec());
    res.on('finish', () => {
      const route = routeLabel(req);
      requests.inc({ method: req.method, route, status: String(res.statusCode) });
      end({ method: req.method, route });
    });
    next();
  }

  return {
    registry,
    middleware,
    observeSockets(count: () => number) {
      countSockets = count;
    },
    observePool(stats: typeof poolStats) {
      poolStats = stats;
    },
    observeStatements(count: () => number) {
      countStatements = count;
    },
    observeDeliveries(read: typeof readDeliveries) {
      readDeliveries = read;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
