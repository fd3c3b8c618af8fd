import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { SESSION_MS } from '../../common/limits';

export interface TokenClaims {
  sub: string;
  ver: number;
  jti: string;
  exp: number;
}

/** HS256 only: a token naming any other algorithm (including "none") is refused. */
const ALGORITHM = 'HS256' as const;

export function signToken(secret: string, userId: number, version: number): string {
  return jwt.sign({ ver: version }, secret, {
    algorithm: ALGORITHM,
    subject: String(userId),
    jwtid: randomUUID(),
    expiresIn: Math.floor(SESSION_MS / 1000),
  });
}

export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const claims = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
    if (typeof claims === 'string') return null;
    const { sub, ver, jti, exp } = claims as Partial<TokenClaims>;
    if (!sub || !/^\d+$/.test(sub) || typeof ver !== 'number' || !jti || !exp) return null;
    return { sub, ver, jti, exp };
  } catch {
    return null;
  }
}
