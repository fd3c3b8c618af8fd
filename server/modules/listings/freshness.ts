import { LISTING_STATES } from '@common/codes';
import type { AppContext } from '@server/context';
import { listings } from '@server/db/schema';
import { every } from '@server/lib/every';
import { announce, insertListingNotices } from '@server/modules/notifications';
import { onOffer } from '@server/policies/listings';
import { and, gt, isNull, lte, ne } from 'drizzle-orm';

/** How often every process sweeps, and how long after start it first does. */
const FRESHNESS_EVERY_MS = 60 * 1000;
/** The reminder goes this long before a listing ends (docs/product.md §7.14). */
const REMIND_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * Records as expired the listings whose end date has passed (docs/decisions.md "Freshness"):
 * from then on the one visibility rule hides them from everyone but their owner.
 */
async function expire(ctx: AppContext, now: Date): Promise<number> {
  const rows = await ctx.db
    .update(listings)
    .set({ expiredAt: now })
    .where(and(lte(listings.availableUntil, now), isNull(listings.expiredAt)))
    .returning({ id: listings.id });
  return rows.length;
}

/**
 * Claims the listings due a reminder: ending within a day, not reminded of this end date, still
 * on offer (active, not moderated away, not handed over), and stores each owner's reminder
 * (docs/product.md §7.14) with its push and e-mail. One statement, so when several processes
 * sweep at once each reminder is claimed, and sent, by one of them only, and a crash never
 * leaves a listing claimed and its owner untold.
 */
function remindOwners(ctx: AppContext, now: Date) {
  const claim = ctx.db
    .update(listings)
    .set({ expiryRemindedAt: now })
    .where(
      and(
        lte(listings.availableUntil, new Date(now.getTime() + REMIND_BEFORE_MS)),
        gt(listings.availableUntil, now),
        isNull(listings.expiryRemindedAt),
        onOffer,
        ne(listings.stateId, LISTING_STATES.sold),
      ),
    )
    .returning({ id: listings.id, ownerId: listings.ownerId });
  return insertListingNotices(ctx.db, 'listing_expiring', claim.getSQL());
}

/**
 * One sweep at the context's clock: what expired, and how many owners were reminded.
 * @internal
 */
export async function sweepFreshness(ctx: AppContext) {
  const now = ctx.clock.now();
  const expired = await expire(ctx, now);
  // Shared Public tab pages must not keep showing them (other instances' expire on their own).
  if (expired) ctx.listingPages.forget();
  const due = await remindOwners(ctx, now);
  // Their open tabs hear at once; the pushes and e-mails were stored with them.
  for (const notice of due) await announce(ctx, notice.userId, notice.id);
  if (expired || due.length) {
    ctx.logger.info({ expired, reminded: due.length }, 'freshness: listings ended or reminded');
  }
  return { expired, reminded: due.length };
}

/** Every process sweeps each minute; the statements make the sweeps safe together. */
export function scheduleFreshness(ctx: AppContext): { stop(): Promise<void> } {
  return every(() => sweepFreshness(ctx), {
    firstMs: FRESHNESS_EVERY_MS,
    everyMs: FRESHNESS_EVERY_MS,
    onError: (err) =>
      ctx.logger.error({ err }, 'freshness sweep failed; it runs again in a minute'),
  });
}
