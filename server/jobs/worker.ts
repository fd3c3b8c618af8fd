import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import type { Logger } from '@server/lib/logger';
import { type ClaimedJob, claimJob, failJob, finishJob, hasDueJob } from './queue';

/** How often an instance looks for jobs when nothing woke it (another instance's, a retry's). */
export const JOBS_POLL_MS = 1000;
/** How long a claimed job is held; past it, another instance takes it up again. */
export const JOBS_LEASE_MS = 5 * 60 * 1000;

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
}

export interface JobWorkerOptions {
  db: Db;
  logger: Logger;
  run: (job: ClaimedJob) => Promise<void>;
  pollMs?: number;
  leaseMs?: number;
  /** Jobs run side by side on this instance. */
  concurrency?: number;
}

/**
 * The loop every instance runs (docs/decisions.md "Background jobs"): on a wake-up or at each
 * poll it claims due jobs one at a time, up to `concurrency` loops at once, until none is left.
 * The timer never keeps the process alive.
 */
export function createJobWorker(opts: JobWorkerOptions): JobWorker {
  const name = randomUUID();
  const pollMs = opts.pollMs ?? JOBS_POLL_MS;
  const leaseMs = opts.leaseMs ?? JOBS_LEASE_MS;
  const concurrency = opts.concurrency ?? 1;
  const loops = new Set<Promise<void>>();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  /** A wake-up while every loop was busy: they look once more before stopping. */
  let again = false;
  let paused = false;

  const runOne = async (job: ClaimedJob) => {
    try {
      await opts.run(job);
      await finishJob(opts.db, job, name);
    } catch (err) {
      opts.logger.error({ err, job: job.id, kind: job.kind }, 'background job failed');
      await failJob(opts.db, job, name, err instanceof Error ? err.message : String(err));
    }
  };

  const drain = async () => {
    while (started && !paused) {
      again = false;
      const job = await claimJob(opts.db, name, leaseMs);
      if (!job) {
        if (again) continue;
        return;
      }
      await runOne(job);
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    if (!started) return;
    timer = setTimeout(wake, pollMs);
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
        if (loops.size === 0) schedule();
      });
    loops.add(loop);
  }

  return {
    wake,
    start() {
      if (started) return;
      started = true;
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
      await Promise.all(loops);
    },
    async idle() {
      while (started) {
        await Promise.all(loops);
        if (loops.size === 0 && !(await hasDueJob(opts.db))) return;
        wake();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}
