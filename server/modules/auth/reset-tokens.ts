import type { Db } from '@server/db/client';
import { passwordResetTokens, users } from '@server/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashSecretToken as sha256 } from './secret-tokens';

const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Stores the token of a reset asked for at `askedAt` (only its hash: docs/decisions.md
 * "Accounts"), voiding every older link of the member, so only the newest works. Answers whether
 * its e-mail should go: again for the same token while it is unused and unexpired (a retried
 * e-mail is the same e-mail); never when the password or address changed after it was asked
 * for, or a newer reset was issued (docs/product.md §3.7).
 */
export async function issueResetToken(
  db: Db,
  userId: number,
  token: string,
  askedAt: Date,
): Promise<boolean> {
  const tokenHash = sha256(token);
  return db.transaction(async (tx) => {
    // Held for the member: two resets of theirs are issued one after the other.
    const [member] = await tx
      .select({ changedAt: users.credentialsChangedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!member || (member.changedAt && member.changedAt >= askedAt)) return false;
    const [issued] = await tx
      .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, tokenHash));
    if (issued) return !issued.usedAt && issued.expiresAt > new Date();
    const [newer] = await tx
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, askedAt)),
      )
      .limit(1);
    if (newer) return false;
    await voidResetTokens(tx, userId);
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash,
      createdAt: askedAt,
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    return true;
  });
}

/**
 * Voids every outstanding reset link of the member (docs/product.md §3.7): a link outlives
 * neither a change of password nor a change of address, or whoever still reads an old mailbox
 * could take the account back with it. A void link is then as unknown as a made-up one.
 */
async function voidResetTokens(db: Db, userId: number): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * The member's password or address changed: their outstanding links are void, and a reset they
 * asked for before now is not sent when its e-mail's turn comes (docs/product.md §3.7).
 */
export async function credentialsChanged(db: Db, userId: number): Promise<void> {
  await voidResetTokens(db, userId);
  await db.update(users).set({ credentialsChangedAt: new Date() }).where(eq(users.id, userId));
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
