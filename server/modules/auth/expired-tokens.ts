import type { Db } from '@server/db/client';
import { emailChangeTokens, passwordResetTokens, revokedTokens } from '@server/db/schema';
import { lt } from 'drizzle-orm';

/**
 * Forgets tokens past their expiry: a revoked session token that has expired is refused by
 * its own expiry, and an expired reset or e-mail change link is refused as expired or unknown
 * either way, so none of these rows is needed any more. Answers how many rows of each went.
 */
export async function deleteExpiredTokens(
  db: Db,
  now: Date = new Date(),
): Promise<{ revoked: number; resets: number; emailChanges: number }> {
  const revoked = await db
    .delete(revokedTokens)
    .where(lt(revokedTokens.expiresAt, now))
    .returning({ jti: revokedTokens.jti });
  const resets = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, now))
    .returning({ id: passwordResetTokens.id });
  const emailChanges = await db
    .delete(emailChangeTokens)
    .where(lt(emailChangeTokens.expiresAt, now))
    .returning({ id: emailChangeTokens.id });
  return { revoked: revoked.length, resets: resets.length, emailChanges: emailChanges.length };
}
