import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { jobs } from '@server/db/schema';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';

/** What each kind of job carries (docs/decisions.md "Background jobs"). */
export interface JobPayloads {
  /** A listing new to some wanters' eyes: tell the wants it answers (docs/product.md §8.4). */
  match_listing: { listing_id: number };
  /** Wants just saved: tell their owner of the listings that already answer them. */
  match_wants: { owner_id: number; want_ids: number[] };
}
export type JobKind = keyof JobPayloads;

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

/** A failed job runs at most this many times in all, then stays failed with its error. */
export const JOB_MAX_ATTEMPTS = 5;

/** Seconds before the next attempt: 2, 4, 8, 16… capped at five minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(2 ** attempts, 300);

/**
 * Stores a job. Pass the transaction that makes the change the job follows from, so both commit
 * or neither does; call `ctx.jobs.wake()` after the commit to have it run at once.
 */
export async function enqueueJob<K extends JobKind>(
  db: Db,
  kind: K,
  payload: JobPayloads[K],
): Promise<void> {
  await db.insert(jobs).values({ kind, payload });
}

/**
 * Takes the oldest due job no live instance holds, and holds it for `leaseMs`. `skip locked`
 * lets instances claim side by side without waiting on each other's row locks; the lease is
 * what keeps a job from running twice once the claiming transaction has committed, and what
 * frees it when its instance dies.
 */
export async function claimJob(
  db: Db,
  worker: string,
  leaseMs: number,
): Promise<ClaimedJob | undefined> {
  const [row] = await rowsOf<ClaimedJob>(
    db,
    sql`update ${jobs} set attempts = attempts + 1, locked_by = ${worker},
          locked_until = now() + ${leaseMs}::int * interval '1 millisecond'
        where id = (
          select id from ${jobs}
          where finished_at is null and failed_at is null and run_at <= now()
            and (locked_until is null or locked_until < now())
          order by run_at, id limit 1
          for update skip locked)
        returning id, kind, payload, attempts`,
  );
  return row && { ...row, id: Number(row.id), attempts: Number(row.attempts) };
}

/** Whether a job is due that no live instance holds (what `idle()` waits on). */
export async function hasDueJob(db: Db): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${jobs}
        where finished_at is null and failed_at is null and run_at <= now()
          and (locked_until is null or locked_until < now())
        limit 1`,
  );
  return rows.length > 0;
}

export async function finishJob(db: Db, job: ClaimedJob, worker: string): Promise<void> {
  await db
    .update(jobs)
    .set({ finishedAt: sql`now()`, lockedUntil: null, lockedBy: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker)));
}

/** Keeps the error; the job runs again after its backoff, or is failed for good at the cap. */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  worker: string,
  error: string,
): Promise<void> {
  const last = job.attempts >= JOB_MAX_ATTEMPTS;
  await db
    .update(jobs)
    .set({
      lastError: error,
      lockedUntil: null,
      lockedBy: null,
      ...(last
        ? { failedAt: sql`now()` }
        : { runAt: sql`now() + ${retryDelaySeconds(job.attempts)}::int * interval '1 second'` }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker)));
}

/** Housekeeping: finished jobs are kept a day (for the bench's lag figure and for reading). */
export async function deleteFinishedJobs(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(jobs)
    .where(and(isNotNull(jobs.finishedAt), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return gone.length;
}
