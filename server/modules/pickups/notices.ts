import type { PickupNotificationKind } from '@common/notification-kinds';
import type { AppContext } from '@server/context';
import { rowsOf } from '@server/db/rows';
import { notificationDeliveries } from '@server/deliveries/notification-deliveries';
import { announce, insertNotice } from '@server/modules/notifications';
import { type SQL, sql } from 'drizzle-orm';
import type { PickupRow } from './queries';

/** What a pickup notice keeps: the pickup and its times as they were told (data, not text). */
const pickupData = (p: Pick<PickupRow, 'id' | 'startsAt' | 'endsAt'>) => ({
  pickup_id: p.id,
  starts_at: p.startsAt.toISOString(),
  ends_at: p.endsAt.toISOString(),
});

/** Tells `to` of what `by` did with the pickup (docs/product.md §7.15), in the bell and on their phone. */
export async function tell(
  ctx: AppContext,
  kind: PickupNotificationKind,
  pickup: PickupRow,
  to: number,
  by: number,
): Promise<void> {
  const id = await insertNotice(ctx.db, {
    userId: to,
    kind,
    actorId: by,
    listingId: pickup.listingId,
    data: pickupData(pickup),
  });
  await announce(ctx, to, id);
}

/** The pickup columns a claiming statement answers, as a notice's data. */
const dataOf = sql`jsonb_build_object('pickup_id', c.id,
  'starts_at', to_char(c.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'ends_at', to_char(c.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/**
 * Stores the notices of pickups `claimed` answers (an update returning id, owner_id,
 * recipient_id, listing_id, starts_at, ends_at), with their deliveries, in the statement that
 * claims them: a claimed pickup always has its notices (docs/decisions.md "Deliveries").
 * `recipients` picks from `c` the notice's user_id and actor_id.
 */
export function insertClaimedNotices(
  ctx: AppContext,
  kind: PickupNotificationKind,
  claimed: SQL,
  recipients: SQL,
): Promise<{ id: number; userId: number }[]> {
  return rowsOf<{ id: number; userId: number }>(
    ctx.db,
    sql`with claimed as (${claimed}),
      told as (${recipients}),
      inserted as (
        insert into notifications (user_id, kind, actor_id, listing_id, data)
        select c.user_id, ${kind}, c.actor_id, c.listing_id, ${dataOf} from told c
        returning id, user_id, kind),
      queued as (${notificationDeliveries(sql`inserted`)})
      select id, user_id as "userId" from inserted order by id`,
  );
}
