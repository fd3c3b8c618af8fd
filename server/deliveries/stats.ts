import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { sql } from 'drizzle-orm';

/** The jobs that deliver something, by the channel they deliver through. */
const CHANNEL = sql`case when kind = 'send_email' then 'email' else 'push' end`;
const DELIVERY = sql`kind in ('send_email', 'push_fanout', 'send_push')`;

export interface WaitingDeliveries {
  channel: 'email' | 'push';
  /** Not yet sent nor failed for good (waiting their turn or a retry). */
  pending: number;
  /** Seconds since the oldest of them was stored; null when none waits. */
  oldestSeconds: number | null;
  /** Left failed after their last attempt (kept with their error). */
  failed: number;
}

/**
 * What /api/metrics reports of deliveries: read from the due and failed jobs' partial indexes,
 * so it stays cheap however many sent ones are kept.
 */
export async function waitingDeliveries(db: Db): Promise<WaitingDeliveries[]> {
  const rows = await rowsOf<{
    channel: 'email' | 'push';
    pending: number;
    oldest: number | null;
    failed: number;
  }>(
    db,
    sql`select channel, sum(pending)::int as pending, max(oldest)::float8 as oldest,
          sum(failed)::int as failed
        from (
          select ${CHANNEL} as channel, count(*) as pending,
              extract(epoch from now() - min(created_at)) as oldest, 0 as failed
            from jobs where finished_at is null and failed_at is null and ${DELIVERY}
            group by 1
          union all
          select ${CHANNEL}, 0, null, count(*) from jobs
            where failed_at is not null and ${DELIVERY} group by 1
        ) counts group by channel`,
  );
  return (['email', 'push'] as const).map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return {
      channel,
      pending: Number(row?.pending ?? 0),
      oldestSeconds: row?.oldest == null ? null : Number(row.oldest),
      failed: Number(row?.failed ?? 0),
    };
  });
}

export interface DeliveryCount {
  channel: string;
  state: 'pending' | 'retrying' | 'sent' | 'failed';
  count: number;
}

export interface DeliveryError {
  id: number;
  kind: string;
  /** The e-mail's type, for e-mails. */
  type: string | null;
  attempts: number;
  error: string;
  /** When it failed for good, or when it is tried next. */
  failedAt: Date | null;
  nextAttempt: Date | null;
}

/**
 * `npm run ops -- deliveries`: every delivery kept, counted by channel and state (sent ones are
 * kept a day), and the latest errors.
 */
export async function deliveryReport(db: Db, errors = 10) {
  const counts = await rowsOf<DeliveryCount>(
    db,
    sql`select ${CHANNEL} as channel,
          case when finished_at is not null then 'sent'
            when failed_at is not null then 'failed'
            when last_error is not null then 'retrying'
            else 'pending' end as state,
          count(*)::int as count
        from jobs where ${DELIVERY} group by 1, 2 order by 1, 2`,
  );
  const latest = await rowsOf<DeliveryError>(
    db,
    sql`select id, kind, payload ->> 'type' as type, attempts, last_error as error,
          failed_at as "failedAt",
          case when failed_at is null and finished_at is null then run_at end as "nextAttempt"
        from jobs where ${DELIVERY} and last_error is not null and finished_at is null
        order by coalesce(failed_at, run_at) desc limit ${errors}`,
  );
  return { counts: counts.map((c) => ({ ...c, count: Number(c.count) })), latest };
}
