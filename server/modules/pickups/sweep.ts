import type { AppContext } from '@server/context';
import { every } from '@server/lib/every';
import { announce } from '@server/modules/notifications';
import { sql } from 'drizzle-orm';
import { insertClaimedNotices } from './notices';

/** How often every process sweeps, and how long after start it first does. */
const PICKUP_SWEEP_EVERY_MS = 60 * 1000;
/** Both parties are reminded this long before an accepted pickup (docs/product.md §7.15). */
const PICKUP_REMIND_BEFORE_MS = 2 * 60 * 60 * 1000;

const claimedColumns = sql`returning id, owner_id, recipient_id, listing_id, starts_at, ends_at`;

/**
 * Claims the accepted pickups starting within two hours and not yet reminded, and tells both
 * parties, each naming the other, in one statement: of processes sweeping at once, one claims
 * each pickup, and a crash never leaves one claimed and its parties untold.
 */
function remindBoth(ctx: AppContext, now: Date) {
  const at = now.toISOString();
  const soon = new Date(now.getTime() + PICKUP_REMIND_BEFORE_MS).toISOString();
  return insertClaimedNotices(
    ctx,
    'pickup_reminder',
    sql`update pickups set reminded_at = ${at}::timestamptz
      where state = 'accepted' and reminded_at is null
        and starts_at <= ${soon}::timestamptz and starts_at > ${at}::timestamptz
      ${claimedColumns}`,
    sql`select id, listing_id, starts_at, ends_at, owner_id as user_id, recipient_id as actor_id
        from claimed
      union all
      select id, listing_id, starts_at, ends_at, recipient_id, owner_id from claimed`,
  );
}

/**
 * Claims the accepted pickups just over and asks each owner whether it was handed over: mark
 * it given or sold, or say the member did not come. An owner who already marked the listing
 * handed over is not asked.
 */
function followUp(ctx: AppContext, now: Date) {
  const at = now.toISOString();
  return insertClaimedNotices(
    ctx,
    'pickup_follow_up',
    sql`update pickups set followed_up_at = ${at}::timestamptz
      where state = 'accepted' and followed_up_at is null and ends_at <= ${at}::timestamptz
      ${claimedColumns}`,
    sql`select c.id, c.listing_id, c.starts_at, c.ends_at, c.owner_id as user_id,
          c.recipient_id as actor_id
        from claimed c join listings l on l.id = c.listing_id
        where l.state_id <> 3`,
  );
}

/**
 * One sweep at the context's clock: how many were reminded and asked.
 * @internal
 */
export async function sweepPickups(ctx: AppContext) {
  const now = ctx.clock.now();
  const reminded = await remindBoth(ctx, now);
  const asked = await followUp(ctx, now);
  // Their open tabs hear at once; the pushes were stored with them.
  for (const notice of [...reminded, ...asked]) await announce(ctx, notice.userId, notice.id);
  return { reminded: reminded.length, followedUp: asked.length };
}

/** Every process sweeps each minute; the statements make the sweeps safe together. */
export function schedulePickupSweep(ctx: AppContext): { stop(): Promise<void> } {
  return every(() => sweepPickups(ctx), {
    firstMs: PICKUP_SWEEP_EVERY_MS,
    everyMs: PICKUP_SWEEP_EVERY_MS,
    onError: (err) => ctx.logger.error({ err }, 'pickup sweep failed; it runs again in a minute'),
  });
}
