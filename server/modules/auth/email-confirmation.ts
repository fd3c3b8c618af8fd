import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { emailChangeTokens, users } from '@server/db/schema';
import { emailConfirmationEmail } from '@server/emails/email-confirmation';
import { conflict, notFound } from '@server/lib/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_TTL_MS } from './email-change';
import { hashSecretToken, newSecretToken } from './secret-tokens';

export const ALREADY_CONFIRMED = 'Your e-mail address is already confirmed.';
export const confirmationSentMessage = (email: string) =>
  `We sent a confirmation link to ${email}. Open it to confirm your address.`;

/**
 * A link that confirms the member's own address (docs/product.md §3.3): an e-mail change link
 * whose new address is the current one, so the confirm page and route serve both. A newer one
 * voids an older one to the same address; a pending change to another address is left alone.
 */
export async function issueEmailConfirmation(
  db: Db,
  userId: number,
  email: string,
): Promise<string> {
  const token = newSecretToken();
  await db
    .delete(emailChangeTokens)
    .where(
      and(
        eq(emailChangeTokens.userId, userId),
        isNull(emailChangeTokens.usedAt),
        sql`lower(${emailChangeTokens.newEmail}) = lower(${email})`,
      ),
    );
  await db.insert(emailChangeTokens).values({
    userId,
    newEmail: email,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
  });
  return token;
}

export function sendEmailConfirmation(
  ctx: AppContext,
  member: { id: number; username: string; email: string },
  token: string,
): void {
  const link = `${ctx.config.appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  ctx.mailQueue.push(
    {
      kind: 'e-mail confirmation',
      context: { userId: member.id },
      compose: () => emailConfirmationEmail({ to: member.email, username: member.username, link }),
    },
    'urgent',
  );
}

/** The profile's "send the link again"; 409 once the address is confirmed. */
export async function resendEmailConfirmation(ctx: AppContext, userId: number): Promise<string> {
  const [member] = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      confirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!member) throw notFound('Profile not found');
  if (member.confirmedAt) throw conflict(ALREADY_CONFIRMED);
  const token = await ctx.db.transaction((tx) =>
    issueEmailConfirmation(tx, member.id, member.email),
  );
  sendEmailConfirmation(ctx, member, token);
  return confirmationSentMessage(member.email);
}
