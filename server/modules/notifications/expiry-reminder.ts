import type { AppContext } from '@server/context';
import { listings, notifications, users } from '@server/db/schema';
import { endingDay } from '@server/emails/ending-day';
import { listingExpiringEmail } from '@server/emails/listing-expiring';
import type { EmailPayloads } from '@server/jobs/email-payloads';
import type { MailMessage } from '@server/lib/mailer';
import { memberNotDeleted } from '@server/policies/members';
import { noticeShownToItsRecipient } from '@server/policies/notifications';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { wants } from './channels';
import { unsubscribeLink } from './unsubscribe-link';

/** Who a notice names as its actor: nobody, for a reminder, but the rule asks of every notice. */
const actor = alias(users, 'actor');

/**
 * The stored reminder with its listing and owner, while both are there, the owner is a member
 * and may still be told of it (server/policies/notifications.ts, the bell's rule).
 */
async function reminderOf(ctx: AppContext, notificationId: number) {
  const [row] = await ctx.db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      username: users.username,
      longitude: users.longitude,
      locale: users.locale,
      listingId: listings.id,
      title: listings.title,
      availableUntil: listings.availableUntil,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(listings, eq(listings.id, notifications.listingId))
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.kind, 'listing_expiring'),
        memberNotDeleted(),
        noticeShownToItsRecipient(actor),
      ),
    );
  return row;
}

/**
 * The `listing_expiring` e-mail, composed when its job runs: nothing once the listing was
 * renewed or its end cleared, or the owner turned these e-mails off.
 */
export async function composeExpiryEmail(
  ctx: AppContext,
  { notification_id }: EmailPayloads['listing_expiring'],
): Promise<MailMessage | undefined> {
  const row = await reminderOf(ctx, notification_id);
  if (!row?.availableUntil) return undefined;
  if (!(await wants(ctx, row.userId, 'listing_expiring', 'email'))) return undefined;
  return listingExpiringEmail({
    to: row.email,
    userName: row.firstName || row.username,
    title: row.title,
    endsOn: endingDay(row.availableUntil, row.longitude, row.locale),
    listingLink: `${ctx.config.appUrl}/listings/${row.listingId}`,
    unsubscribeLink: unsubscribeLink(ctx, row.userId, 'listing_expiring'),
    locale: row.locale,
  });
}
