import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { jobs } from '@server/db/schema';
import { and, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { SendEmail } from './email-payloads';
import type { PushFanout, SendPush } from './push-payloads';
import type { RetryPolicy } from './retry';

/** What each kind of job carries (docs/decisions.md "Background jobs"). */
export interface JobPayloads {
  /** A listing new to some wanters' eyes: tell the wants it answers (docs/product.md §8.4). */
  match_listing: { listing_id: number };
  /** Wants just saved: tell their owner of the listings that already answer them. */
  match_wants: { owner_id: number; want_ids: number[] };
  /** A swap day just created: tell the members near its place (docs/product.md §7.19). */
  event_nearby: { event_id: number };
  /** One e-mail, composed when it is sent (server/deliveries). */
  send_email: SendEmail;
  /** A message just stored whose receiver has a device: push it, unless a tab of theirs is open. */
  message_alert: { message_id: number };
  /** Notifications (or one alert) to push: becomes one `send_push` per device. */
  push_fanout: PushFanout;
  /** One push to one device. */
  send_push: SendPush;
}
export type JobKind = keyof JobPayloads;

/** A job to store: its kind and what it carries, typed together. */
export type NewJob = { [K in JobKind]: { kind: K; payload: JobPayloads[K] } }[JobKind];

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  /** When it was stored: with the id, names its delivery for good (an e-mail's Message-ID). */
  createdAt: Date;
}

/**
 * Stores jobs. Pass the transaction that makes the change they follow from, so both commit or
 * neither does: the insert's trigger (migration 0027) wakes every instance's workers when it
 * commits.
 */
export async function enqueueJobs(db: Db, batch: readonly NewJob[]): Promise<void> {
  if (batch.length)
    await db.insert(jobs).values(batch.map(({ kind, payload }) => ({ kind, payload })));
}

export function enqueueJob<K extends JobKind>(db: Db, kind: K, payload: JobPayloads[K]) {
  return enqueueJobs(db, [{ kind, payload } as NewJob]);
}

const ofKinds = (kinds: readonly string[] | undefined): SQL =>
  kinds
    ? sql`and kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;

/**
 * Takes the oldest due job of `kinds` (any kind when omitted) that no live instance holds, and
 * holds it for `leaseMs`. `skip locked` lets instances claim side by side without waiting on
 * each other's row locks; the lease is what keeps a job from running twice once the claiming
 * transaction has committed, and what frees it when its instance dies.
 */
export async function claimJob(
  db: Db,
  worker: string,
  leaseMs: number,
  kinds?: readonly string[],
): Promise<ClaimedJob | undefined> {
  const [row] = await rowsOf<ClaimedJob>(
    db,
    sql`update ${jobs} set attempts = attempts + 1, locked_by = ${worker},
          locked_until = now() + ${leaseMs}::int * interval '1 millisecond'
        where id = (
          select id from ${jobs}
          where finished_at is null and failed_at is null and run_at <= now()
            and (locked_until is null or locked_until < now()) ${ofKinds(kinds)}
          order by run_at, id limit 1
          for update skip locked)
        returning id, kind, payload, attempts, created_at as "createdAt"`,
  );
  return (
    row && {
      ...row,
      id: Number(row.id),
      attempts: Number(row.attempts),
      createdAt: new Date(row.createdAt),
    }
  );
}

/** Keeps the jobs this worker is running held for another `leaseMs` (it is alive). */
export async function extendLeases(
  db: Db,
  worker: string,
  ids: readonly number[],
  leaseMs: number,
): Promise<void> {
  if (!ids.length) return;
  await db.execute(
    sql`update ${jobs} set locked_until = now() + ${leaseMs}::int * interval '1 millisecond'
        where locked_by = ${worker} and id in (${sql.join(
          ids.map((id) => sql`${id}::bigint`),
          sql`, `,
        )})`,
  );
}

/** Whether a job of `kinds` is due that no live instance holds (what `idle()` waits on). */
export async function hasDueJob(db: Db, kinds?: readonly string[]): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${jobs}
        where finished_at is null and failed_at is null and run_at <= now()
          and (locked_until is null or locked_until < now()) ${ofKinds(kinds)}
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * Milliseconds until a job of `kinds` falls due or its lease runs out (a retry's wait, a dead
 * instance's job), or undefined when there is none: the worker sleeps until then.
 */
export async function msUntilNextDue(
  db: Db,
  kinds?: readonly string[],
): Promise<number | undefined> {
  const [row] = await rowsOf<{ ms: number | null }>(
    db,
    sql`select extract(epoch from min(greatest(run_at, coalesce(locked_until, run_at))) - now())
          * 1000 as ms
        from ${jobs} where finished_at is null and failed_at is null ${ofKinds(kinds)}`,
  );
  return row?.ms == null ? undefined : Math.max(0, Number(row.ms));
}

/**
 * Marks the job done, and stores the jobs it hands on (a push's one job per device) in the same
 * transaction: a crash leaves either the job to run again or its follow-ups, never both.
 */
export async function finishJob(
  db: Db,
  job: ClaimedJob,
  worker: string,
  followUps: readonly NewJob[] = [],
): Promise<void> {
  const finish = (tx: Db) =>
    tx.execute(
      sql`update ${jobs} set finished_at = now(), locked_until = null, locked_by = null
          where id = ${job.id} and locked_by = ${worker}`,
    );
  if (!followUps.length) {
    await finish(db);
    return;
  }
  await db.transaction(async (tx) => {
    await finish(tx);
    await enqueueJobs(tx, followUps);
  });
}

/**
 * Keeps the error; the job runs again after the policy's wait (or the other side's Retry-After,
 * when longer), or is failed for good: at the policy's limit, or at once when `final`.
 */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  worker: string,
  failure: { error: string; policy: RetryPolicy; final?: boolean; afterSeconds?: number },
): Promise<void> {
  const { policy } = failure;
  const wait = Math.max(policy.delaySeconds(job.attempts), failure.afterSeconds ?? 0);
  const tooMany = policy.maxAttempts !== undefined && job.attempts >= policy.maxAttempts;
  const tooOld =
    policy.maxAgeSeconds === undefined
      ? sql`false`
      : sql`created_at <= now() - ${policy.maxAgeSeconds}::int * interval '1 second'`;
  const ends = sql`(${failure.final === true || tooMany}::boolean or ${tooOld})`;
  await db.execute(
    sql`update ${jobs} set last_error = ${failure.error}, locked_until = null, locked_by = null,
          failed_at = case when ${ends} then now() end,
          run_at = case when ${ends} then run_at
            else now() + ${Math.ceil(wait)}::int * interval '1 second' end
        where id = ${job.id} and locked_by = ${worker}`,
  );
}

/** Housekeeping: finished jobs are kept a day (for the bench's lag figure and for reading). */
export async function deleteFinishedJobs(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(jobs)
    .where(and(isNotNull(jobs.finishedAt), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return gone.length;
}
