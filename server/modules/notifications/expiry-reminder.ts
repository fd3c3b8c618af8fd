import type { AppContext } from '@server/context';
import { listings, notifications, users } from '@server/db/schema';
import { endingDay } from '@server/emails/ending-day';
import { listingExpiringEmail } from '@server/emails/listing-expiring';
import { and, eq, isNull } from 'drizzle-orm';
import { announce } from './announce';
import { wants } from './channels';
import { unsubscribeLink } from './unsubscribe-link';

/** The stored reminder with its listing and owner, while both are there and the owner is a member. */
async function reminderOf(ctx: AppContext, notificationId: number) {
  const [row] = await ctx.db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      username: users.username,
      longitude: users.longitude,
      listingId: listings.id,
      title: listings.title,
      availableUntil: listings.availableUntil,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(listings, eq(listings.id, notifications.listingId))
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.kind, 'listing_expiring'),
        isNull(users.deletedAt),
      ),
    );
  return row;
}

/** Queued: the sweep neither waits for the e-mail nor fails with it; the notification is the record. */
function emailReminder(ctx: AppContext, notificationId: number) {
  ctx.mailQueue.push({
    kind: 'listing expiring',
    context: { notificationId },
    async compose() {
      const row = await reminderOf(ctx, notificationId);
      // Renewed or cleared since the sweep: nothing ends, nothing to say.
      if (!row?.availableUntil) return undefined;
      if (!(await wants(ctx, row.userId, 'listing_expiring', 'email'))) return undefined;
      return listingExpiringEmail({
        to: row.email,
        userName: row.firstName || row.username,
        title: row.title,
        endsOn: endingDay(row.availableUntil, row.longitude),
        listingLink: `${ctx.config.appUrl}/listings/${row.listingId}`,
        unsubscribeLink: unsubscribeLink(ctx, row.userId, 'listing_expiring'),
      });
    },
  });
}

/**
 * Tells an owner one of their listings ends within a day (docs/product.md §7.14): in the bell
 * and by push at once, and by e-mail unless they turned these e-mails off. The caller has
 * claimed the listing's reminder, so this runs once per end date.
 */
export async function remindOfExpiry(
  ctx: AppContext,
  listing: { id: number; ownerId: number },
): Promise<void> {
  const [row] = await ctx.db
    .insert(notifications)
    .values({ userId: listing.ownerId, kind: 'listing_expiring', listingId: listing.id })
    .returning({ id: notifications.id });
  await announce(ctx, listing.ownerId, row!.id);
  emailReminder(ctx, row!.id);
}
