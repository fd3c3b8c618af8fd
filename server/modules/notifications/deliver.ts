import type { AppContext } from '@server/context';
import { type MatchItem, matchNotificationEmail } from '@server/emails/match-notification';
import type { EmailPayloads } from '@server/jobs/email-payloads';
import type { MailMessage } from '@server/lib/mailer';
import { announcePresented } from './announce';
import { wants } from './channels';
import { matchData, presentNotification } from './presenter';
import { type DeliveryRow, matchesToEmail } from './queries';
import { unitOutsideTheApp } from './recipient-unit';
import { unsubscribeLink } from './unsubscribe-link';

function matchItem(ctx: AppContext, row: DeliveryRow): MatchItem {
  const { distance_km, is_friend } = matchData(row.data);
  return {
    itemName: row.listingTitle,
    categoryId: row.listingCategoryId,
    sellerName: row.sellerUsername,
    city: row.sellerCity,
    wantTitle: row.wantTitle,
    distanceKm: distance_km,
    isFriend: is_friend,
    link: `${ctx.config.appUrl}/listings/${row.listingId}`,
  };
}

export function matchEmailFor(ctx: AppContext, rows: DeliveryRow[]) {
  const wanter = rows[0]!;
  return matchNotificationEmail({
    to: wanter.wanterEmail,
    userName: wanter.wanterFirstName || wanter.wanterUsername,
    unit: unitOutsideTheApp(wanter.wanterUnit),
    matches: rows.map((row) => matchItem(ctx, row)),
    wishListLink: `${ctx.config.appUrl}/my-listings?tab=want`,
    notificationsLink: `${ctx.config.appUrl}/notifications`,
    unsubscribeLink: unsubscribeLink(ctx, wanter.userId, 'match'),
    locale: wanter.wanterLocale,
  });
}

/**
 * The `match` e-mail, composed when its job runs: the matches the wanter may still be told of
 * by the bell's rule (a block or a listing made private since drops them, docs/product.md
 * §14.1), unless they turned match e-mails off meanwhile (docs/product.md §8.9).
 */
export async function composeMatchEmail(
  ctx: AppContext,
  { user_id, notification_ids }: EmailPayloads['match'],
): Promise<MailMessage | undefined> {
  if (!(await wants(ctx, user_id, 'match', 'email'))) return undefined;
  const rows = await matchesToEmail(ctx.db, user_id, notification_ids);
  return rows.length ? matchEmailFor(ctx, rows) : undefined;
}

/**
 * Tells each wanter's open tabs of their new matches at once (./announce.ts). Their pushes and
 * e-mails were stored with the matches (insertForDelivery) and go out through the job workers.
 */
export function deliverMatches(ctx: AppContext, rows: DeliveryRow[]): void {
  for (const row of rows) {
    announcePresented(ctx, row.userId, presentNotification(row, ctx.config.photoKey));
  }
}
