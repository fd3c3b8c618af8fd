import type { Db } from '@server/db/client';
import { passwordResetTokens } from '@server/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { newSecretToken, hashSecretToken as sha256 } from './secret-tokens';

const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * A random single-use token; only its hash is stored (docs/decisions.md "Accounts"). It voids
 * every older link of the member: only the newest one works.
 */
export async function issueResetToken(db: Db, userId: number): Promise<string> {
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    await voidResetTokens(tx, userId);
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
  });
  return token;
}

/**
 * Voids every outstanding reset link of the member (docs/product.md §3.7): a link outlives
 * neither a change of password nor a change of address, or whoever still reads an old mailbox
 * could take the account back with it. A void link is then as unknown as a made-up one.
 */
export async function voidResetTokens(db: Db, userId: number): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Marks the token used and answers its member, or undefined when unknown, used or expired. */
export async function consumeResetToken(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
