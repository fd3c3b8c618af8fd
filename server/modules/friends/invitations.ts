import { formatMessage } from '@common/i18n/format';
import type { EmailPreview } from '@common/types';
import type { AppContext } from '@server/context';
import { friendInvitationEmail } from '@server/emails/friend-invitation';
import { badRequest, local, notFound, unavailable } from '@server/lib/errors';
import type { MailMessage } from '@server/lib/mailer';
import { findUserWithFriendCount } from '@server/modules/auth';
import { publicItemsOf } from './queries';

/** How many of the inviter's listings the e-mail names. */
const ITEMS_IN_EMAIL = 3;

/**
 * The invitation as the member's friend would receive it, built from the member's own data,
 * in the member's language: the friend has chosen none (docs/decisions.md "Languages").
 */
async function buildInvitation(ctx: AppContext, userId: number, to: string, friendName?: string) {
  const [user, items] = await Promise.all([
    findUserWithFriendCount(ctx.db, userId),
    publicItemsOf(ctx.db, userId, ITEMS_IN_EMAIL),
  ]);
  if (!user) throw notFound(local('email.errors.profileNotFound'));
  const mail: MailMessage = friendInvitationEmail({
    to,
    friendName,
    inviter: {
      username: user.username,
      firstName: user.firstName,
      city: user.city,
      state: user.state,
    },
    items: items.map((i) => ({ ...i, url: `${ctx.config.appUrl}/listings/${i.id}` })),
    sellerLink: `${ctx.config.appUrl}/seller/${user.id}`,
    registerLink: `${ctx.config.appUrl}/register`,
    locale: user.locale,
  });
  return { ...mail, inviterEmail: user.email, inviterLocale: user.locale };
}

export async function previewInvitation(ctx: AppContext, userId: number): Promise<EmailPreview> {
  const { subject, html, text } = await buildInvitation(ctx, userId, '');
  return { subject, html, text };
}

/**
 * Sent through the same mailer as password resets. Unlike a reset (answered before sending,
 * so timing reveals nothing), the member waits for the send and learns if it failed.
 */
export async function sendInvitation(
  ctx: AppContext,
  userId: number,
  input: { email: string; name?: string | undefined },
): Promise<{ message: string }> {
  const { inviterEmail, inviterLocale, ...mail } = await buildInvitation(
    ctx,
    userId,
    input.email,
    input.name,
  );
  if (inviterEmail.toLowerCase() === input.email.toLowerCase()) {
    throw badRequest(local('email.errors.inviteYourself'));
  }
  try {
    await ctx.mailer.send(mail);
  } catch (err) {
    ctx.logger.error({ err }, 'friend invitation e-mail failed');
    throw unavailable(local('email.errors.invitationFailed'));
  }
  // The inviter is the one asking: their language is the request's (server/i18n localeOf).
  return { message: formatMessage(inviterLocale, 'email.invitation.sent', { email: input.email }) };
}
