import type { AppContext } from '@server/context';
import { users } from '@server/db/schema';
import { accountEmail } from '@server/emails/account-email';
import type { EmailPayloads } from '@server/jobs/email-payloads';
import type { MailMessage } from '@server/lib/mailer';
import { memberNotDeleted } from '@server/policies/members';
import { and, eq } from 'drizzle-orm';
import { issueResetToken } from './reset-tokens';
import { linkTokenOf, newLinkSeed } from './secret-tokens';

/**
 * The account e-mails, composed when their jobs run (docs/decisions.md "Deliveries"), each in
 * the member's own language as it is then ("Languages"). A link's secret never waits in a job:
 * its token is derived from the job's seed with the server's secret (secret-tokens.ts), so
 * every attempt of one e-mail carries the same link.
 */

const linkOf = (ctx: AppContext, seed: string) =>
  `${ctx.config.appUrl}/confirm-email?token=${encodeURIComponent(linkTokenOf(ctx.config.jwtSecret, seed))}`;

async function memberOf(ctx: AppContext, userId: number) {
  const [member] = await ctx.db
    .select({ email: users.email, username: users.username, locale: users.locale })
    .from(users)
    .where(and(eq(users.id, userId), memberNotDeleted()));
  return member;
}

export async function composePasswordReset(
  ctx: AppContext,
  { user_id, email, seed = newLinkSeed(), asked_at }: EmailPayloads['password_reset'],
): Promise<MailMessage | undefined> {
  const member = user_id === null ? undefined : await memberOf(ctx, user_id);
  // The address may have moved on since the request: a link goes only to the one asked with.
  if (!member || user_id === null || member.email.toLowerCase() !== email.toLowerCase()) {
    return undefined;
  }
  // The same token on every attempt, so a resend is the same e-mail; none once it is stale.
  const token = linkTokenOf(ctx.config.jwtSecret, seed, 'password-reset');
  const askedAt = asked_at ? new Date(asked_at) : new Date();
  if (!(await issueResetToken(ctx.db, user_id, token, askedAt))) return undefined;
  const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return accountEmail('passwordReset', {
    to: member.email,
    username: member.username,
    url: link,
    locale: member.locale,
  });
}

export async function composePasswordChanged(
  ctx: AppContext,
  { user_id, to }: EmailPayloads['password_changed'],
): Promise<MailMessage | undefined> {
  const member = await memberOf(ctx, user_id);
  if (!member) return undefined;
  return accountEmail('passwordChanged', {
    to,
    username: member.username,
    url: `${ctx.config.appUrl}/forgot-password`,
    locale: member.locale,
  });
}

export async function composeEmailChange(
  ctx: AppContext,
  { user_id, new_email, seed }: EmailPayloads['email_change'],
): Promise<MailMessage | undefined> {
  const member = await memberOf(ctx, user_id);
  if (!member) return undefined;
  return accountEmail('changeConfirmation', {
    to: new_email,
    username: member.username,
    url: linkOf(ctx, seed),
    locale: member.locale,
  });
}

export async function composeEmailConfirmation(
  ctx: AppContext,
  { user_id, to, seed }: EmailPayloads['email_confirmation'],
): Promise<MailMessage | undefined> {
  const member = await memberOf(ctx, user_id);
  // Changed since: the link would confirm an address that is no longer the member's.
  if (!member || member.email.toLowerCase() !== to.toLowerCase()) return undefined;
  return accountEmail('confirmation', {
    to,
    username: member.username,
    url: linkOf(ctx, seed),
    locale: member.locale,
  });
}

export async function composeEmailChangeNotice(
  ctx: AppContext,
  { user_id, to, new_email }: EmailPayloads['email_change_notice'],
): Promise<MailMessage | undefined> {
  const member = await memberOf(ctx, user_id);
  if (!member) return undefined;
  return accountEmail('changeNotice', {
    to,
    username: member.username,
    url: `${ctx.config.appUrl}/forgot-password`,
    locale: member.locale,
    values: { newEmail: new_email },
  });
}
