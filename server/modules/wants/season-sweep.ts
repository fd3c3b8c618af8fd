import { HOUR_MS } from '@common/time';
import type { AppContext } from '@server/context';
import { rowsOf } from '@server/db/rows';
import { users } from '@server/db/schema';
import { notificationDeliveries } from '@server/deliveries/notification-deliveries';
import { every } from '@server/lib/every';
import { announce } from '@server/modules/notifications';
import { memberNotDeleted } from '@server/policies/members';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** A want's owner, as the sweep's statement names them. */
const owner = alias(users, 'u');

/** How often every process looks at the clock; it sweeps once in each hour it sees. */
const SEASON_SWEEP_CHECK_MS = 60 * 1000;
/** A want is told its season started at most once in this long: once a year (§8.11). */
const SEASON_TOLD_AGAIN_AFTER_DAYS = 300;

/**
 * Claims the wants whose season starts today in their owner's time zone and stores each owner's
 * `season_started` with its push (docs/product.md §8.11), in one statement: of processes
 * sweeping at once, one claims each want, and a claimed want always has its notice. A season
 * starts on the first day of a month of the want that follows a month it is not wanted in (Jul
 * for Jul Aug Sep, Dec for Dec Jan Feb), so a want of all twelve months, or none, has no start.
 */
function claimSeasonsStarting(ctx: AppContext, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const local = sql`(${at} at time zone u.time_zone)`;
  const month = sql`extract(month from ${local})::int`;
  return rowsOf<{ id: number; userId: number }>(
    ctx.db,
    sql`with claimed as (
        update want_listings w set season_started_at = ${at}
        from users u
        where u.id = w.owner_id and ${memberNotDeleted(owner)}
          and cardinality(w.season_months) between 1 and 11
          and extract(day from ${local}) = 1
          and ${month} = any(w.season_months)
          and not ((${month} + 10) % 12 + 1) = any(w.season_months)
          and (w.season_started_at is null
            or w.season_started_at < ${at} - make_interval(days => ${SEASON_TOLD_AGAIN_AFTER_DAYS}))
        returning w.id, w.owner_id),
      inserted as (
        insert into notifications (user_id, kind, want_id)
        select owner_id, 'season_started', id from claimed
        returning id, user_id, kind),
      queued as (${notificationDeliveries(sql`inserted`)})
      select id, user_id as "userId" from inserted order by id`,
  );
}

/**
 * One sweep at the context's clock: the notices stored, each announced to open tabs.
 * @internal
 */
export async function sweepSeasons(ctx: AppContext) {
  const told = await claimSeasonsStarting(ctx, ctx.clock.now());
  // Their open tabs hear at once; the pushes were stored with them.
  for (const notice of told) await announce(ctx, notice.userId, notice.id);
  return { told: told.length };
}

/**
 * Every process looks each minute and sweeps once per hour of the clock (a day starts at some
 * hour in every time zone); the statement makes sweeps safe together.
 */
export function scheduleSeasonSweep(ctx: AppContext): { stop(): Promise<void> } {
  let swept: number | undefined;
  return every(
    async () => {
      const hour = Math.floor(ctx.clock.now().getTime() / HOUR_MS);
      if (hour === swept) return;
      await sweepSeasons(ctx);
      swept = hour;
    },
    {
      firstMs: SEASON_SWEEP_CHECK_MS,
      everyMs: SEASON_SWEEP_CHECK_MS,
      onError: (err) => ctx.logger.error({ err }, 'season sweep failed; it runs again in a minute'),
    },
  );
}
