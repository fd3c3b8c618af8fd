import { formatMessage } from '@common/i18n/format';
import type { Locale } from '@common/i18n/locales';
import type { AppContext } from '@server/context';
import { emailChangeTokens, users } from '@server/db/schema';
import { queueEmail } from '@server/deliveries/queue-email';
import { badRequest, conflict, local, sayDetail } from '@server/lib/errors';
import { memberNotDeleted } from '@server/policies/members';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { takenIdentity } from './accounts';
import { credentialsChanged } from './reset-tokens';
import { hashSecretToken, linkTokenOf, newLinkSeed } from './secret-tokens';

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** Where the link went, in the member's language (PUT /auth/profile's `message`). */
export const emailChangeSentMessage = (email: string, locale: Locale = 'en') =>
  formatMessage(locale, 'errors.auth.emailChangeSent', { email });

/** Why a link is refused, said in the caller's language. */
const LINK = {
  invalid: local('errors.auth.emailLinkInvalid'),
  used: local('errors.auth.emailLinkUsed'),
  expired: local('errors.auth.emailLinkExpired'),
  /** The link sent at sign-up (or again from the profile) to the member's own address. */
  confirmationExpired: local('errors.auth.confirmationLinkExpired'),
};

/**
 * The answers and refusals in English (the server says them in the caller's language).
 * @internal
 */
export const EMAIL_CONFIRMED_MESSAGE = formatMessage('en', 'errors.auth.emailChanged');
/** @internal */
export const ADDRESS_CONFIRMED_MESSAGE = formatMessage('en', 'errors.auth.addressConfirmed');
/** @internal */
export const EMAIL_LINK_INVALID = sayDetail(LINK.invalid, 'en');
/** @internal */
export const EMAIL_LINK_USED = sayDetail(LINK.used, 'en');
/** @internal */
export const EMAIL_LINK_EXPIRED = sayDetail(LINK.expired, 'en');
/** @internal */
export const CONFIRMATION_LINK_EXPIRED = sayDetail(LINK.confirmationExpired, 'en');

/**
 * Starts a change of address (docs/decisions.md "Accounts"): a single-use link, valid 24 hours,
 * goes to the new address, and the current one is told. Only the link's hash is stored, and a
 * newer request voids an older link.
 */
export async function requestEmailChange(
  ctx: AppContext,
  member: { id: number; username: string; email: string },
  newEmail: string,
): Promise<void> {
  const seed = newLinkSeed();
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(emailChangeTokens)
      .where(and(eq(emailChangeTokens.userId, member.id), isNull(emailChangeTokens.usedAt)));
    await tx.insert(emailChangeTokens).values({
      userId: member.id,
      newEmail,
      tokenHash: hashSecretToken(linkTokenOf(ctx.config.jwtSecret, seed)),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
    // Both e-mails are stored with the link (docs/decisions.md "Deliveries").
    await queueEmail(tx, 'email_change', { user_id: member.id, new_email: newEmail, seed });
    await queueEmail(tx, 'email_change_notice', {
      user_id: member.id,
      to: member.email,
      new_email: newEmail,
    });
  });
}

/**
 * Opens a link sent to an address, which is then confirmed (`email_confirmed_at`). A link to a
 * new address makes the change: the new address replaces the old one, every token of the
 * member stops working, as a change of address always has, and so does every reset link sent
 * to the old one (docs/product.md §3.7). A link to the member's own address (sent at sign-up)
 * only confirms it. The link is refused (400) when unknown, used or expired, and the change
 * (409) when the address was taken in the meantime.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  token: string,
): Promise<{ userId: number; email: string; changed: boolean }> {
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.tokenHash, hashSecretToken(token)))
      .for('update');
    if (!row) throw badRequest(LINK.invalid);
    if (row.usedAt) throw badRequest(LINK.used);
    const [member] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, row.userId), memberNotDeleted()));
    if (!member) throw badRequest(LINK.invalid);
    const changed = member.email.toLowerCase() !== row.newEmail.toLowerCase();
    if (row.expiresAt.getTime() <= Date.now())
      throw badRequest(changed ? LINK.expired : LINK.confirmationExpired);
    const confirmed = { emailConfirmedAt: ctx.clock.now(), updatedAt: new Date() };
    if (changed) {
      const taken = await takenIdentity(tx, { email: row.newEmail }, row.userId);
      if (taken.email) throw conflict(local('auth.error.emailTaken'));
      await tx
        .update(users)
        .set({ ...confirmed, email: row.newEmail, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, row.userId));
      await credentialsChanged(tx, row.userId);
    } else {
      await tx.update(users).set(confirmed).where(eq(users.id, row.userId));
    }
    await tx
      .update(emailChangeTokens)
      .set({ usedAt: new Date() })
      .where(eq(emailChangeTokens.id, row.id));
    return { userId: row.userId, email: row.newEmail, changed };
  });
  if (done.changed) ctx.sessions.forget({ userId: done.userId });
  return done;
}

/** A reset of the password cancels a pending change (the notice to the old address says so). */
export async function cancelEmailChanges(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db
    .delete(emailChangeTokens)
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
}
