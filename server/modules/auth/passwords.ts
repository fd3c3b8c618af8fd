import bcrypt from 'bcrypt';

export function hashPassword(password: string, rounds: number): Promise<string> {
  return bcrypt.hash(password, rounds);
}

// The salt and digest of the dummy below: any well-formed ones do, no password is let in by it.
const DUMMY_SALT_AND_DIGEST = 'aUGZpT4f5LS963noIzwX3uFkI.fqCv7JIBV7YBfHp9RSjZLsjtZJe';

/**
 * Compared against when no account matches, so a miss costs as much time as a wrong password:
 * bcrypt's time is set by the cost written in the hash, so it carries the configured cost, the
 * one every stored hash has after its owner's next sign-in (docs/decisions.md "Accounts").
 * @internal
 */
export const dummyHash = (rounds: number) =>
  `$2b$${String(rounds).padStart(2, '0')}$${DUMMY_SALT_AND_DIGEST}`;

/** Whether `password` is the one `hash` was made of. */
export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** A sign-in's check: without an account, the dummy of the configured cost is compared. */
export async function verifySignIn(
  password: string,
  hash: string | undefined,
  rounds: number,
): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? dummyHash(rounds));
  return ok && hash !== undefined;
}

/** Whether a (well-formed) stored hash was made at another cost than the configured one. */
export const hasOtherCost = (hash: string, rounds: number) => bcrypt.getRounds(hash) !== rounds;
