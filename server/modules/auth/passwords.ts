import bcrypt from 'bcrypt';

export function hashPassword(password: string, rounds: number): Promise<string> {
  return bcrypt.hash(password, rounds);
}

// Compared against when no account matches, so a miss costs as much time as a hit.
const DUMMY_HASH = '$2b$12$aUGZpT4f5LS963noIzwX3uFkI.fqCv7JIBV7YBfHp9RSjZLsjtZJe';

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && hash !== undefined;
}
