import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import { SESSION_MS } from '@common/limits';
import jwt from 'jsonwebtoken';

export interface TokenClaims {
  sub: string;
  ver: number;
  jti: string;
  exp: number;
}

/** HS256 only: a token naming any other algorithm (including "none") is refused. */
const ALGORITHM = 'HS256' as const;

/**
 * The secret as a key object, made once: handed a string, jsonwebtoken first tries it as a
 * public key and catches the failure, on every request.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}

export function signToken(secret: string, userId: number, version: number): string {
  return jwt.sign({ ver: version }, keyOf(secret), {
    algorithm: ALGORITHM,
    subject: String(userId),
    jwtid: randomUUID(),
    expiresIn: Math.floor(SESSION_MS / 1000),
  });
}

export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const claims = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    if (typeof claims === 'string') return null;
    const { sub, ver, jti, exp } = claims as Partial<TokenClaims>;
    if (!sub || !/^\d+$/.test(sub) || typeof ver !== 'number' || !jti || !exp) return null;
    return { sub, ver, jti, exp };
  } catch {
    return null;
  }
}
