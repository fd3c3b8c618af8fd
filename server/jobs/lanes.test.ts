import { rowsOf } from '@server/db/rows';
import { jobs } from '@server/db/schema';
import { createLogger } from '@server/lib/logger';
import { setupTestApp } from '@server/test/app';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClaimedJob, NewJob } from './queue';
import {
  DELIVERY_MAX_AGE_SECONDS,
  DELIVERY_RETRIES,
  deliveryDelaySeconds,
  GiveUp,
  RetryLater,
  retryAfterSeconds,
} from './retry';
import { combineWorkers, createJobWorker, JOBS_CHANNEL, type JobWorker } from './worker';

/**
 * The queue as deliveries use it (docs/decisions.md "Background jobs", "Deliveries"): woken by
 * the database, leases kept while a job runs, follow-ups stored with a job's end, a day of
 * retries. Workers of our own on the test database; the app's are stopped.
 */
const testApp = setupTestApp();
const logger = createLogger('silent');
const workers: JobWorker[] = [];
type JobRow = typeof jobs.$inferInsert;

function worker(
  run: (job: ClaimedJob) => Promise<unknown>,
  opts: { kinds: string[]; pollMs?: number; leaseMs?: number; retries?: typeof DELIVERY_RETRIES },
) {
  const w = createJobWorker({
    db: testApp().ctx.db,
    logger,
    run,
    kinds: opts.kinds,
    pollMs: opts.pollMs,
    leaseMs: opts.leaseMs,
    retries: opts.retries && (() => opts.retries!),
  });
  workers.push(w);
  return w;
}

const insert = (kind: string, values: { [K in keyof JobRow]?: JobRow[K] | SQL } = {}) =>
  testApp()
    .ctx.db.insert(jobs)
    .values({ kind, payload: {}, ...values })
    .returning({ id: jobs.id })
    .then((rows) => rows[0]!.id);

const rowOf = async (id: number) =>
  (await testApp().ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

beforeAll(async () => {
  await testApp().ctx.jobs.stop();
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  testApp().ctx.jobs.start();
});

describe('waking', () => {
  it('runs a job another connection stores at once, through the database notification, not a poll', async () => {
    const { database } = testApp().ctx;
    const ran: number[] = [];
    const lane = worker(async (job) => void ran.push(job.id), {
      kinds: ['notified'],
      pollMs: 60_000,
    });
    const both = combineWorkers([lane], {
      listen: (wake) => database.listen!(JOBS_CHANNEL, wake),
      logger,
    });
    workers.push(both);
    both.start();
    await both.idle();
    // Nobody tells this worker: only the insert's trigger does.
    const id = await insert('notified');
    await vi.waitFor(() => expect(ran).toContain(id), { timeout: 3000, interval: 10 });
    await both.stop();
  });

  it('sleeps until a retry falls due rather than polling', async () => {
    const ran: number[] = [];
    const w = worker(async (job) => void ran.push(job.id), { kinds: ['later'], pollMs: 60_000 });
    const id = await insert('later', { runAt: sql`now() + interval '300 milliseconds'` });
    w.start();
    await vi.waitFor(() => expect(ran).toContain(id), { timeout: 3000, interval: 10 });
    await w.stop();
  });
});

describe('leases', () => {
  it('keeps a long job held while it runs, so no other instance takes it up', async () => {
    const runs = new Map<number, number>();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async (job: ClaimedJob) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await held;
    };
    const a = worker(slow, { kinds: ['long'], leaseMs: 300, pollMs: 50 });
    const id = await insert('long');
    a.start();
    await vi.waitFor(() => expect(runs.get(id)).toBe(1), { timeout: 3000, interval: 10 });
    const b = worker(slow, { kinds: ['long'], leaseMs: 300, pollMs: 50 });
    b.start();
    // Three leases' time: without the heartbeat, b would have claimed it twice over.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(runs.get(id)).toBe(1);
    release();
    await Promise.all([a.idle(), b.idle()]);
    expect((await rowOf(id)).finishedAt).not.toBeNull();
    expect(runs.get(id)).toBe(1);
    await Promise.all([a.stop(), b.stop()]);
  });
});

describe('follow-ups', () => {
  it('stores the jobs a job hands on with its end', async () => {
    const handed: NewJob[] = [
      { kind: 'send_push', payload: { device_id: 1, user_id: 1, body: '{}', topic: 't1' } },
      { kind: 'send_push', payload: { device_id: 2, user_id: 1, body: '{}', topic: 't2' } },
    ];
    const w = worker(async () => handed, { kinds: ['fan'] });
    const id = await insert('fan');
    w.start();
    await w.idle();
    await w.stop();
    expect((await rowOf(id)).finishedAt).not.toBeNull();
    const stored = await testApp()
      .ctx.db.select({ payload: jobs.payload })
      .from(jobs)
      .where(inArray(sql`${jobs.payload} ->> 'topic'`, ['t1', 't2']));
    expect(stored.map((s) => s.payload)).toEqual(handed.map((h) => h.payload));
  });
});

describe('delivery retries', () => {
  const failing = (err: Error) =>
    worker(
      async () => {
        throw err;
      },
      { kinds: ['delivery'], retries: DELIVERY_RETRIES },
    );
  const secondsToNextRun = async (id: number) => {
    const [row] = await rowsOf<{ s: number }>(
      testApp().ctx.db,
      sql`select extract(epoch from run_at - now())::float8 as s from jobs where id = ${id}`,
    );
    return Number(row!.s);
  };

  it('keeps trying past the five attempts of other work, with growing waits', async () => {
    const w = failing(new Error('451 try again later'));
    const id = await insert('delivery', { attempts: 9 });
    w.start();
    await w.idle();
    await w.stop();
    const row = await rowOf(id);
    expect(row).toMatchObject({ attempts: 10, failedAt: null, lastError: '451 try again later' });
    expect(await secondsToNextRun(id)).toBeGreaterThan(deliveryDelaySeconds(10) - 2);
    expect(deliveryDelaySeconds(40)).toBe(30 * 60);
  });

  it('is left failed, with its error, once a day has passed since it was stored', async () => {
    const w = failing(new Error('connection refused'));
    const id = await insert('delivery', {
      createdAt: sql`now() - ${DELIVERY_MAX_AGE_SECONDS + 60}::int * interval '1 second'`,
    });
    w.start();
    await w.idle();
    await w.stop();
    const row = await rowOf(id);
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toBe('connection refused');
  });

  it("waits at least the other side's Retry-After", async () => {
    const w = failing(new RetryLater('push service answered 429', 120));
    const id = await insert('delivery');
    w.start();
    await w.idle();
    await w.stop();
    expect(await secondsToNextRun(id)).toBeGreaterThan(118);
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds(new Date(Date.now() + 30_000).toUTCString())).toBeGreaterThan(28);
    expect(retryAfterSeconds('999999')).toBe(3600);
    expect(retryAfterSeconds('soon')).toBe(0);
  });

  it('stops at once on a refusal that would repeat', async () => {
    const w = failing(new GiveUp('550 no such mailbox'));
    const id = await insert('delivery');
    w.start();
    await w.idle();
    await w.stop();
    expect(await rowOf(id)).toMatchObject({ attempts: 1, lastError: '550 no such mailbox' });
    expect((await rowOf(id)).failedAt).not.toBeNull();
  });
});
