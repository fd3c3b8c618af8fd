import autocannon from 'autocannon';
import { type CpuSample, type CpuUse, cpuPerRequest } from './cpu';

interface Request {
  method: 'GET' | 'POST';
  path: string;
  token?: string | undefined;
  body?: string;
}

export interface Scenario {
  key: string;
  label: string;
  next(): Request;
}

export interface LoadResult {
  key: string;
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** CPU time per request of the measured run, in ms, when it could be read. */
  cpu?: CpuUse | undefined;
  /** SQL statements the server sent per request during the measured run. */
  statements?: number | undefined;
  /**
   * With `queue`: what the background work the requests queued cost afterwards, per request
   * (a new listing's matching), kept apart from the request's own figures above.
   */
  background?: { cpu: CpuUse | undefined; statements: number | undefined } | undefined;
}

/** A cycle through a list, so consecutive requests spread over members (and rate limits). */
export function cycle<T>(items: T[]): () => T {
  if (!items.length) throw new Error('The bench database has nothing to ask for');
  let i = Math.floor(Math.random() * items.length);
  return () => items[i++ % items.length]!;
}

function run(
  url: string,
  scenario: Scenario,
  seconds: number,
  connections: number,
  amount?: number,
) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    // A number of requests instead of a duration, when given.
    ...(amount === undefined ? {} : { amount }),
    // A browser's headers: gzip answers, as real clients get them.
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          const r = scenario.next();
          const headers = { ...req.headers } as Record<string, string>;
          if (r.token) headers.authorization = `Bearer ${r.token}`;
          if (r.body) headers['content-type'] = 'application/json';
          return { ...req, method: r.method, path: r.path, headers, body: r.body };
        },
      },
    ],
  });
}

/**
 * Waits until the server has worked off what a finished run left queued (requests whose
 * connections autocannon already closed): two quick health checks in a row.
 */
async function drain(url: string) {
  let quick = 0;
  const deadline = performance.now() + 60_000;
  while (quick < 2 && performance.now() < deadline) {
    const started = performance.now();
    const res = await fetch(`${url}/api/health`).catch(() => undefined);
    quick = res?.ok && performance.now() - started < 50 ? quick + 1 : 0;
  }
}

/**
 * A short warm-up (JIT, caches, pool), then the measured run. Statements are counted from
 * before the run until the server has answered every request sent, and, with `settle`, until
 * the background work the requests caused (a new listing's matching) is done.
 */
export async function measure(
  url: string,
  scenario: Scenario,
  opts: {
    seconds: number;
    connections: number;
    cpu?: () => CpuSample;
    statements?: () => Promise<number | undefined>;
    settle?: () => Promise<unknown>;
    /**
     * Holds the server's background jobs during the run, then lets them run and settle. The
     * run is then `amount` requests: what is held must be worked off afterwards.
     */
    queue?: { pause(): Promise<void>; resume(): Promise<void>; amount: number };
  },
): Promise<LoadResult> {
  await run(url, scenario, Math.min(3, Math.max(0.5, opts.seconds / 3)), opts.connections);
  await drain(url);
  await opts.settle?.();
  await opts.queue?.pause();
  const statementsBefore = await opts.statements?.();
  const before = opts.cpu?.();
  const result = await run(url, scenario, opts.seconds, opts.connections, opts.queue?.amount);
  const after = opts.cpu?.();
  await drain(url);
  if (!opts.queue) await opts.settle?.();
  const statementsAfter = await opts.statements?.();
  let background: LoadResult['background'];
  if (opts.queue) {
    const start = opts.cpu?.();
    await opts.queue.resume();
    await opts.settle?.();
    const end = opts.cpu?.();
    const statementsEnd = await opts.statements?.();
    background = {
      cpu: start && end ? cpuPerRequest(start, end, result.requests.total) : undefined,
      statements:
        statementsAfter !== undefined && statementsEnd !== undefined && result.requests.sent
          ? (statementsEnd - statementsAfter) / result.requests.sent
          : undefined,
    };
  }

  const elapsed = (result.finish.getTime() - result.start.getTime()) / 1000 || opts.seconds;
  return {
    key: scenario.key,
    label: scenario.label,
    rps: result['2xx'] / elapsed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a timeout among its errors too.
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    cpu:
      before && after && after.server > 0
        ? cpuPerRequest(before, after, result.requests.total)
        : undefined,
    statements:
      statementsBefore !== undefined && statementsAfter !== undefined && result.requests.sent
        ? (statementsAfter - statementsBefore) / result.requests.sent
        : undefined,
    background,
  };
}
