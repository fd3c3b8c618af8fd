import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, revokedTokens } from '../../db/schema';

/**
 * Forgets tokens past their expiry: a revoked session token that has expired is refused by
 * its own expiry, and an expired reset token is refused like an unknown one, so neither row
 * is needed any more. Answers how many rows of each went.
 */
export async function deleteExpiredTokens(
  db: Db,
  now: Date = new Date(),
): Promise<{ revoked: number; resets: number }> {
  const revoked = await db
    .delete(revokedTokens)
    .where(lt(revokedTokens.expiresAt, now))
    .returning({ jti: revokedTokens.jti });
  const resets = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, now))
    .returning({ id: passwordResetTokens.id });
  return { revoked: revoked.length, resets: resets.length };
}
