import { CATEGORIES } from '@common/codes';
import { createContext } from '@server/bootstrap';
import { rowsOf } from '@server/db/rows';
import { jobs, notifications } from '@server/db/schema';
import { runHousekeeping } from '@server/housekeeping';
import { createLogger } from '@server/lib/logger';
import { setupTestApp } from '@server/test/app';
import { createUser, createWant } from '@server/test/factories';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClaimedJob } from './queue';
import { JOB_MAX_ATTEMPTS, retryDelaySeconds } from './retry';
import { createJobWorker, type JobWorker } from './worker';

const testApp = setupTestApp();
type JobRow = typeof jobs.$inferInsert;

const matchesOf = (userId: number) =>
  testApp()
    .ctx.db.select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'match')));

const jobsOf = (kind: string) =>
  testApp().ctx.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);

/** A wanter, and a seller nearby whose new listing (posted by `post`) answers the want. */
async function wantAndSeller() {
  const { ctx } = testApp();
  const [wanter, seller] = [await createUser(ctx), await createUser(ctx)];
  const word = `kohlrabi${seller.id}`;
  const want = await createWant(ctx, wanter, { title: word, categoryId: CATEGORIES.produce });
  const post = () =>
    testApp()
      .as(seller)
      .post('/api/listings/')
      .send({ title: `Purple ${word}`, price: 2, category_id: CATEGORIES.produce });
  return { wanter, seller, want, post };
}

describe('matching a new listing in a background job (docs/product.md §8.4)', () => {
  it('answers once the listing and its job are stored; the worker then tells the wanter', async () => {
    const { ctx } = testApp();
    const { wanter, want, post } = await wantAndSeller();
    await ctx.jobs.stop();
    try {
      const res = await post();
      expect(res.status).toBe(201);
      const [job] = (await jobsOf('match_listing')).filter(
        (j) => (j.payload as { listing_id: number }).listing_id === res.body.id,
      );
      expect(job).toMatchObject({ attempts: 0, finishedAt: null, failedAt: null });
      expect(await matchesOf(wanter.id)).toEqual([]);
    } finally {
      ctx.jobs.start();
    }
    await ctx.jobs.idle();
    expect(await matchesOf(wanter.id)).toMatchObject([{ wantId: want.id }]);
    const mails = (await testApp().outbox()).filter((m) => m.includes(`To: ${wanter.email}`));
    expect(mails).toHaveLength(1);
  });

  it('keeps a job through a restart: a new instance on the same database runs it', async () => {
    const { ctx } = testApp();
    const { wanter, post } = await wantAndSeller();
    await ctx.jobs.stop();
    try {
      expect((await post()).status).toBe(201);
      const next = createContext(ctx.config, ctx.database, createLogger('silent'));
      next.jobs.start();
      await next.jobs.idle();
      await next.jobs.stop();
      expect(await matchesOf(wanter.id)).toHaveLength(1);
    } finally {
      ctx.jobs.start();
    }
  });

  it('runs each job once with two instances on one database: no doubled notification', async () => {
    const { ctx } = testApp();
    const other = createContext(ctx.config, ctx.database, createLogger('silent'));
    other.jobs.start();
    try {
      const scenes = await Promise.all([1, 2, 3, 4].map(() => wantAndSeller()));
      const posted = await Promise.all(scenes.map((s) => s.post()));
      expect(posted.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      await Promise.all([ctx.jobs.idle(), other.jobs.idle()]);
      for (const scene of scenes) expect(await matchesOf(scene.wanter.id)).toHaveLength(1);
      const ids = new Set(posted.map((r) => r.body.id as number));
      const runs = (await jobsOf('match_listing')).filter((j) =>
        ids.has((j.payload as { listing_id: number }).listing_id),
      );
      expect(runs.map((j) => j.attempts)).toEqual([1, 1, 1, 1]);
      expect(runs.every((j) => j.finishedAt !== null)).toBe(true);
    } finally {
      await other.jobs.stop();
    }
  });

  it('matches saved wants in a job too, after the request', async () => {
    const { ctx } = testApp();
    const [wanter, seller] = [await createUser(ctx), await createUser(ctx)];
    const word = `salsify${seller.id}`;
    await testApp()
      .as(seller)
      .post('/api/listings/')
      .send({ title: `Black ${word}`, price: 1, category_id: CATEGORIES.produce })
      .expect(201);
    await ctx.jobs.stop();
    try {
      await testApp()
        .as(wanter)
        .post('/api/listings/want-listings')
        .send({ title: word, category_id: CATEGORIES.produce })
        .expect(201);
      expect(await matchesOf(wanter.id)).toEqual([]);
      const [job] = (await jobsOf('match_wants')).filter(
        (j) => (j.payload as { owner_id: number }).owner_id === wanter.id,
      );
      expect(job).toBeDefined();
    } finally {
      ctx.jobs.start();
    }
    await ctx.jobs.idle();
    expect(await matchesOf(wanter.id)).toHaveLength(1);
  });
});

/** Workers of our own on the test database, the app's own stopped so it claims nothing here. */
describe('the job worker', () => {
  const workers: JobWorker[] = [];
  const worker = (
    run: (job: ClaimedJob) => Promise<void>,
    opts: { pollMs?: number; leaseMs?: number; concurrency?: number } = {},
  ) => {
    const w = createJobWorker({
      db: testApp().ctx.db,
      logger: createLogger('silent'),
      run,
      ...opts,
    });
    workers.push(w);
    return w;
  };
  const insertJobs = async (
    kind: string,
    count: number,
    values: { [K in keyof JobRow]?: JobRow[K] | SQL } = {},
  ) =>
    testApp()
      .ctx.db.insert(jobs)
      .values(Array.from({ length: count }, (_, i) => ({ kind, payload: { n: i }, ...values })))
      .returning({ id: jobs.id });

  beforeAll(async () => {
    await testApp().ctx.jobs.stop();
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    testApp().ctx.jobs.start();
  });

  it('runs every job exactly once with two workers side by side', async () => {
    const runs = new Map<number, number>();
    const count = async (job: ClaimedJob) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const inserted = await insertJobs('count', 40);
    const [a, b] = [worker(count, { concurrency: 2 }), worker(count, { concurrency: 2 })];
    a.start();
    b.start();
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(inserted.map((j) => runs.get(j.id))).toEqual(inserted.map(() => 1));
    const rows = await jobsOf('count');
    expect(rows.every((j) => j.finishedAt !== null && j.attempts === 1)).toBe(true);
  });

  it('runs a job enqueued on its instance at once, not at the next poll', async () => {
    const ran: number[] = [];
    const w = worker(async (job) => void ran.push(job.id), { pollMs: 60_000 });
    w.start();
    await w.idle();
    const [job] = await insertJobs('prompt', 1);
    const started = Date.now();
    w.wake();
    await vi.waitFor(() => expect(ran).toContain(job!.id), { timeout: 2000, interval: 5 });
    expect(Date.now() - started).toBeLessThan(2000);
    await w.stop();
  });

  it('claims nothing while paused, neither woken nor polled, and takes the queue up on resume', async () => {
    const ran: number[] = [];
    const w = worker(async (job) => void ran.push(job.id), { pollMs: 20 });
    w.start();
    await w.idle();
    w.pause();
    const inserted = await insertJobs('paused', 3);
    w.wake();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ran).toEqual([]);
    w.resume();
    await w.idle();
    expect([...ran].sort((a, b) => a - b)).toEqual(inserted.map((j) => j.id));
    await w.stop();
  });

  it('retries a failing job with growing backoff, keeps its error, and gives up at the cap', async () => {
    const w = worker(async () => {
      throw new Error('the SMTP server said no');
    });
    const [job] = await insertJobs('failing', 1);
    const seen = async () => (await jobsOf('failing'))[0]!;
    const delay = async () => {
      const [row] = await rowsOf<{ s: number }>(
        testApp().ctx.db,
        sql`select extract(epoch from run_at - now())::float8 as s from ${jobs} where id = ${job!.id}`,
      );
      return Number(row!.s);
    };
    w.start();
    await w.idle();
    expect(await seen()).toMatchObject({
      attempts: 1,
      lastError: 'the SMTP server said no',
      failedAt: null,
    });
    expect(await delay()).toBeGreaterThan(retryDelaySeconds(1) - 1);
    expect(await delay()).toBeLessThanOrEqual(retryDelaySeconds(1));
    // Due again: the second failure waits longer.
    await testApp().ctx.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, job!.id));
    await w.idle();
    expect((await seen()).attempts).toBe(2);
    expect(await delay()).toBeGreaterThan(retryDelaySeconds(2) - 1);
    expect(retryDelaySeconds(2)).toBeGreaterThan(retryDelaySeconds(1));
    expect(retryDelaySeconds(30)).toBe(300);
    // The last attempt: failed for good, its error kept, never claimed again.
    await testApp()
      .ctx.db.update(jobs)
      .set({ runAt: sql`now()`, attempts: JOB_MAX_ATTEMPTS - 1 })
      .where(eq(jobs.id, job!.id));
    await w.idle();
    const failed = await seen();
    expect(failed).toMatchObject({
      attempts: JOB_MAX_ATTEMPTS,
      lastError: 'the SMTP server said no',
    });
    expect(failed.failedAt).not.toBeNull();
    expect(failed.finishedAt).toBeNull();
    await testApp().ctx.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, job!.id));
    await w.idle();
    expect((await seen()).attempts).toBe(JOB_MAX_ATTEMPTS);
    await w.stop();
  });

  it('takes up a job whose instance died once its lease has passed, not before', async () => {
    const ran: number[] = [];
    const w = worker(async (job) => void ran.push(job.id));
    const [held] = await insertJobs('leased', 1, {
      attempts: 1,
      lockedBy: 'a live instance',
      lockedUntil: sql`now() + interval '1 minute'`,
    });
    const [abandoned] = await insertJobs('leased', 1, {
      attempts: 1,
      lockedBy: 'a dead instance',
      lockedUntil: sql`now() - interval '1 second'`,
    });
    w.start();
    await w.idle();
    expect(ran).toEqual([abandoned!.id]);
    const rows = await jobsOf('leased');
    expect(rows.find((j) => j.id === abandoned!.id)).toMatchObject({ attempts: 2 });
    expect(rows.find((j) => j.id === held!.id)).toMatchObject({ finishedAt: null, attempts: 1 });
    await w.stop();
  });

  it('keeps finished jobs a day for housekeeping to remove; failed and waiting ones stay', async () => {
    const [old] = await insertJobs('kept', 1, { finishedAt: sql`now() - interval '25 hours'` });
    const [recent] = await insertJobs('kept', 1, { finishedAt: sql`now() - interval '1 hour'` });
    const [failed] = await insertJobs('kept', 1, { failedAt: sql`now() - interval '25 hours'` });
    const [waiting] = await insertJobs('kept', 1, { runAt: sql`now() + interval '1 hour'` });
    const { jobs: removed } = await runHousekeeping(testApp().ctx);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await jobsOf('kept')).map((j) => j.id)).toEqual(
      [recent, failed, waiting].map((j) => j!.id),
    );
    expect(old).toBeDefined();
  });
});
