import type { EmailPreview, MemberNotification } from '@common/types';
import type { AppContext } from '@server/context';
import { users } from '@server/db/schema';
import { matchNotificationEmail } from '@server/emails/match-notification';
import { wordsIn } from '@server/emails/words';
import { local, notFound } from '@server/lib/errors';
import { mustBeAmongOwn } from '@server/policies/ownership';
import { eq } from 'drizzle-orm';
import { matchEmailFor } from './deliver';
import { presentAny } from './presenter';
import * as queries from './queries';
import * as marks from './read-marks';
import { unitOutsideTheApp } from './recipient-unit';

export async function listNotifications(
  ctx: AppContext,
  userId: number,
  opts: { limit: number; cursor?: number | undefined; unread?: boolean | undefined },
): Promise<MemberNotification[]> {
  const rows = await queries.listNotifications(ctx.db, userId, opts);
  return rows.flatMap((row) => presentAny(row, ctx.config.photoKey) ?? []);
}

export function unreadCount(ctx: AppContext, userId: number): Promise<number> {
  return queries.countUnread(ctx.db, userId);
}

export async function markRead(ctx: AppContext, userId: number, id: number): Promise<void> {
  // Someone else's notification is not theirs to see: 404, never 403 (docs/product.md §1.2).
  mustBeAmongOwn(
    await marks.markRead(ctx.db, userId, id),
    local('push.errors.notificationNotFound'),
  );
}

export function markAllRead(ctx: AppContext, userId: number): Promise<void> {
  return marks.markAllRead(ctx.db, userId);
}

/**
 * /match-noti: the match e-mail as this member would get it, in their language. Their latest
 * match when they have one; otherwise their own name, first wish-list item and city, with the
 * seller left as "a neighbour" until a real match names one.
 */
export async function matchEmailPreview(ctx: AppContext, userId: number): Promise<EmailPreview> {
  const latest = await queries.latestForPreview(ctx.db, userId);
  if (latest) {
    const { subject, html, text } = matchEmailFor(ctx, [latest]);
    return { subject, html, text };
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(local('email.errors.memberNotFound'));
  const say = wordsIn(user.locale);
  const want = await queries.firstWant(ctx.db, userId);
  const title = want?.title ?? say('email.match.preview.item');
  const { subject, html, text } = matchNotificationEmail({
    to: user.email,
    userName: user.firstName || user.username,
    unit: unitOutsideTheApp(user.distanceUnit),
    matches: [
      {
        itemName: title,
        categoryId: want?.categoryId ?? 1,
        sellerName: say('email.match.preview.seller'),
        city: user.city ?? ctx.config.site.city,
        wantTitle: title,
        distanceKm: 2,
        isFriend: false,
        link: `${ctx.config.appUrl}/listings`,
      },
    ],
    wishListLink: `${ctx.config.appUrl}/my-listings?tab=want`,
    notificationsLink: `${ctx.config.appUrl}/notifications`,
    locale: user.locale,
  });
  return { subject, html, text };
}
