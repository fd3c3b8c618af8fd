import type { AppContext } from '@server/context';
import { type MatchItem, matchNotificationEmail } from '@server/emails/match-notification';
import { announcePresented } from './announce';
import { wants } from './channels';
import { matchData, presentNotification } from './presenter';
import type { DeliveryRow } from './queries';
import { unsubscribeLink } from './unsubscribe-link';

export function matchItem(ctx: AppContext, row: DeliveryRow): MatchItem {
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
    matches: rows.map((row) => matchItem(ctx, row)),
    wishListLink: `${ctx.config.appUrl}/my-listings?tab=want`,
    notificationsLink: `${ctx.config.appUrl}/notifications`,
    unsubscribeLink: unsubscribeLink(ctx, wanter.userId, 'match'),
  });
}

/**
 * Tells each wanter about their new matches: each one announced (open tabs and devices,
 * ./announce.ts), and one e-mail per wanter for them all. The e-mails go through the mail queue, composed and sent after the
 * request that made the match (creating a listing, saving a want), which neither waits for
 * SMTP nor fails with it. When the queue is full the e-mail is dropped: the notification row
 * is the record, and the member still sees it in the app.
 */
export function deliverMatches(ctx: AppContext, rows: DeliveryRow[]): void {
  const byWanter = new Map<number, DeliveryRow[]>();
  for (const row of rows) {
    announcePresented(ctx, row.userId, presentNotification(row, ctx.config.photoKey));
    const matches = byWanter.get(row.userId);
    if (matches) matches.push(row);
    else byWanter.set(row.userId, [row]);
  }
  for (const [userId, matches] of byWanter) {
    ctx.mailQueue.push({
      kind: 'match',
      context: { userId, notificationIds: matches.map((m) => m.id) },
      // Asked when its turn comes: a member who turned match e-mails off gets none (§8.9).
      compose: async () =>
        (await wants(ctx, userId, 'match', 'email')) ? matchEmailFor(ctx, matches) : undefined,
    });
  }
}
