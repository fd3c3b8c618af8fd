import { formatMessage } from '@common/i18n/format';
import type { Locale } from '@common/i18n/locales';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { emailChangeTokens, users } from '@server/db/schema';
import { queueEmail } from '@server/deliveries/queue-email';
import { conflict, local, notFound, sayDetail } from '@server/lib/errors';
import { memberNotDeleted } from '@server/policies/members';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_TTL_MS } from './email-change';
import { hashSecretToken, linkTokenOf, newLinkSeed } from './secret-tokens';

const CONFIRMED = local('errors.auth.alreadyConfirmed');
/**
 * The refusal in English (the server says it in the member's language).
 * @internal
 */
export const ALREADY_CONFIRMED = sayDetail(CONFIRMED, 'en');
/**
 * Where the link went, in the member's language.
 * @internal
 */
export const confirmationSentMessage = (email: string, locale: Locale = 'en') =>
  formatMessage(locale, 'errors.auth.confirmationSent', { email });

/**
 * A link that confirms the member's own address (docs/product.md §3.3): an e-mail change link
 * whose new address is the current one, so the confirm page and route serve both. A newer one
 * voids an older one to the same address; a pending change to another address is left alone.
 * Its e-mail is stored with it: pass the transaction that makes the member, or a new link.
 */
export async function requestEmailConfirmation(
  ctx: AppContext,
  db: Db,
  member: { id: number; email: string },
): Promise<void> {
  const seed = newLinkSeed();
  await db
    .delete(emailChangeTokens)
    .where(
      and(
        eq(emailChangeTokens.userId, member.id),
        isNull(emailChangeTokens.usedAt),
        sql`lower(${emailChangeTokens.newEmail}) = lower(${member.email})`,
      ),
    );
  await db.insert(emailChangeTokens).values({
    userId: member.id,
    newEmail: member.email,
    tokenHash: hashSecretToken(linkTokenOf(ctx.config.jwtSecret, seed)),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
  });
  await queueEmail(db, 'email_confirmation', { user_id: member.id, to: member.email, seed });
}

/** The profile's "send the link again"; 409 once the address is confirmed. */
export async function resendEmailConfirmation(
  ctx: AppContext,
  userId: number,
  locale: Locale,
): Promise<string> {
  const [member] = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      confirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), memberNotDeleted()));
  if (!member) throw notFound(local('auth.error.profileNotFound'));
  if (member.confirmedAt) throw conflict(CONFIRMED);
  await ctx.db.transaction((tx) => requestEmailConfirmation(ctx, tx, member));
  return confirmationSentMessage(member.email, locale);
}
