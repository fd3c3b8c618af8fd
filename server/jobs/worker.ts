import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import type { Logger } from '@server/lib/logger';
import {
  type ClaimedJob,
  claimJob,
  extendLeases,
  failJob,
  finishJob,
  hasDueJob,
  msUntilNextDue,
  type NewJob,
} from './queue';
import { GiveUp, RetryLater, type RetryPolicy, WORK_RETRIES } from './retry';

/**
 * The longest a worker sleeps without looking: a safety net under the wake-ups (a job stored
 * here, a notification from the database, a retry's or a lease's known due time).
 */
const JOBS_POLL_MS = 10_000;
/**
 * How long a claimed job is held without news from its instance: a live one extends it every
 * third of it, so a job of an instance that died is taken up within this and a poll.
 */
const JOBS_LEASE_MS = 30_000;

/** What the jobs table's insert trigger notifies (migration 0027). */
export const JOBS_CHANNEL = 'homegrown_jobs';

/** Subscribes to the database's "a job was stored" notifications; answers the unsubscribe. */
export type ListenForJobs = (onJob: () => void) => Promise<() => Promise<void>>;

export interface JobWorker {
  /** Looks for jobs now: call after committing one, so it runs without waiting for the poll. */
  wake(): void;
  start(): void;
  /** Stops looking and waits for the jobs under way (they may use the database). */
  stop(): Promise<void>;
  /**
   * Claims nothing new until `resume` (the jobs under way finish): an operator holding the
   * queue, or the bench measuring a request apart from the work it queues.
   */
  pause(): void;
  resume(): void;
  /** Resolves once no job is due and unheld and none is running here (tests wait on it). */
  idle(): Promise<void>;
  /** Whether a job is running here or due and unheld now. */
  busy(): Promise<boolean>;
}

export interface JobWorkerOptions {
  db: Db;
  logger: Logger;
  /** Does the job; the jobs it answers (an array) are stored with its end, in one transaction. */
  run: (job: ClaimedJob) => Promise<unknown>;
  /** The kinds this worker claims (its lane); every kind when omitted. */
  kinds?: readonly string[];
  /** How a failed job of a kind is retried (WORK_RETRIES unless said). */
  retries?: (kind: string) => RetryPolicy;
  pollMs?: number;
  leaseMs?: number;
  /** Jobs run side by side on this instance. */
  concurrency?: number;
}

/**
 * The loop every instance runs (docs/decisions.md "Background jobs"): on a wake-up it claims due
 * jobs one at a time, up to `concurrency` loops at once, until none is left, then sleeps until
 * the next known due time (at most `pollMs`). The timers never keep the process alive.
 */
export function createJobWorker(opts: JobWorkerOptions): JobWorker {
  const name = randomUUID();
  const pollMs = opts.pollMs ?? JOBS_POLL_MS;
  const leaseMs = opts.leaseMs ?? JOBS_LEASE_MS;
  const concurrency = opts.concurrency ?? 1;
  const retries = opts.retries ?? (() => WORK_RETRIES);
  const loops = new Set<Promise<void>>();
  const running = new Set<number>();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** A wake-up while every loop was busy: they look once more before stopping. */
  let again = false;
  let paused = false;

  const runOne = async (job: ClaimedJob) => {
    running.add(job.id);
    try {
      const followUps = await opts.run(job);
      await finishJob(opts.db, job, name, Array.isArray(followUps) ? (followUps as NewJob[]) : []);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const final = err instanceof GiveUp;
      const afterSeconds = err instanceof RetryLater ? err.afterSeconds : undefined;
      opts.logger[final ? 'warn' : 'error'](
        { err, job: job.id, kind: job.kind, attempts: job.attempts },
        final ? 'background job failed for good' : 'background job failed',
      );
      await failJob(opts.db, job, name, {
        error,
        policy: retries(job.kind),
        final,
        afterSeconds,
      });
    } finally {
      running.delete(job.id);
    }
  };

  const drain = async () => {
    while (started && !paused) {
      again = false;
      const job = await claimJob(opts.db, name, leaseMs, opts.kinds);
      if (!job) {
        if (again) continue;
        return;
      }
      await runOne(job);
    }
  };

  const schedule = async () => {
    clearTimeout(timer);
    if (!started) return;
    let wait = pollMs;
    try {
      const due = await msUntilNextDue(opts.db, opts.kinds);
      if (due !== undefined) wait = Math.min(wait, due + 5);
    } catch (err) {
      opts.logger.warn({ err }, 'could not read when the next background job is due');
    }
    if (!started || loops.size > 0) return;
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  };

  function wake() {
    if (!started || paused) return;
    if (loops.size >= concurrency) {
      again = true;
      return;
    }
    const loop: Promise<void> = drain()
      .catch((err) => opts.logger.error({ err }, 'looking for background jobs failed'))
      .finally(() => {
        loops.delete(loop);
        if (loops.size === 0) void schedule();
      });
    loops.add(loop);
  }

  const keepLeases = () => {
    void extendLeases(opts.db, name, [...running], leaseMs).catch((err) =>
      opts.logger.warn({ err }, 'could not extend the leases of running jobs'),
    );
  };

  return {
    wake,
    start() {
      if (started) return;
      started = true;
      heartbeat = setInterval(keepLeases, Math.max(10, Math.floor(leaseMs / 3)));
      heartbeat.unref();
      wake();
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      wake();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      clearInterval(heartbeat);
      await Promise.all(loops);
    },
    async idle() {
      while (started) {
        await Promise.all(loops);
        if (loops.size === 0 && !(await hasDueJob(opts.db, opts.kinds))) return;
        wake();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async busy() {
      return loops.size > 0 || (started && (await hasDueJob(opts.db, opts.kinds)));
    },
  };
}

/**
 * Several workers (lanes of kinds) driven as one, woken by the database when any instance
 * stores a job (`listen`): a lane's job may store another lane's, so `idle` waits until every
 * lane is idle at once.
 */
export function combineWorkers(
  workers: readonly JobWorker[],
  opts: { listen?: ListenForJobs | undefined; logger: Logger },
): JobWorker {
  let unlisten: Promise<(() => Promise<void>) | undefined> | undefined;
  const each = (fn: (w: JobWorker) => void) => () => {
    for (const w of workers) fn(w);
  };
  const wake = each((w) => w.wake());
  const busy = async () => (await Promise.all(workers.map((w) => w.busy()))).some(Boolean);
  return {
    wake,
    start: () => {
      for (const w of workers) w.start();
      unlisten ??= opts.listen?.(wake).catch((err) => {
        opts.logger.warn({ err }, 'not listening for new jobs: polling only');
        return undefined;
      });
    },
    pause: each((w) => w.pause()),
    resume: each((w) => w.resume()),
    stop: async () => {
      const stopListening = await unlisten;
      unlisten = undefined;
      await stopListening?.().catch(() => {});
      await Promise.all(workers.map((w) => w.stop()));
    },
    idle: async () => {
      // Listening first: a job stored before the LISTEN took would wait for the next poll.
      await unlisten;
      // Again while any lane is busy: one may have stored work for a lane already idle.
      do await Promise.all(workers.map((w) => w.idle()));
      while (await busy());
    },
    busy,
  };
}
