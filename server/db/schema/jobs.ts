import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work a request sets off and does not wait for (docs/decisions.md "Background jobs"): each row
 * is run once by whichever instance claims it (`for update skip locked`), retried with backoff
 * until it succeeds or runs out of attempts. A finished job keeps `finished_at` (the lag from
 * its creation is measured on it) until housekeeping removes it; a failed one keeps its error.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** Not before then: now when enqueued, later after a failed attempt. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Held by `locked_by` until then; an instance that died lets it go when it passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    // Only the jobs still to run: the claim's scan stays small however many are kept.
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.finishedAt} is null and ${t.failedAt} is null`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.finishedAt} is not null`),
    // Failed jobs stay (with their error) until an operator looks: counted by kind for metrics.
    index('jobs_failed_idx').on(t.kind, t.failedAt).where(sql`${t.failedAt} is not null`),
  ],
);
