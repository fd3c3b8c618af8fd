import type { Db } from '@server/db/client';
import { revokedTokens, users } from '@server/db/schema';
import { local, unauthorized } from '@server/lib/errors';
import type { Session, SessionCache } from '@server/lib/session-cache';
import { type TokenClaims, verifyToken } from '@server/lib/tokens';
import { memberSuspended } from '@server/policies/members';
import { eq, sql } from 'drizzle-orm';
import type { NextFunction, Request, Response } from 'express';

export type AuthUser = Session;

declare global {
  namespace Express {
    interface Request {
      user?: AuthUser;
    }
  }
}

function bearer(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

function prepareLookup(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      tokenVersion: users.tokenVersion,
      role: users.role,
      locale: users.locale,
      suspended: sql<boolean>`${memberSuspended()}`,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('resolve_token');
}

/** Turns a bearer token into its member, or null when the token is no good. */
export type TokenResolver = (token: string) => Promise<AuthUser | null>;

/**
 * Resolves tokens to their members; built once with the context (AppContext.tokens). A token is
 * good while its signature and expiry hold, its version matches the member's (bumped by
 * password or e-mail changes), it was not revoked and the member is not suspended. The cache answers only for the very token
 * it accepted (keyed by the whole token's hash). Every authenticated request runs the lookup,
 * so it is prepared once, on first use: no query is built per request, and PostgreSQL parses
 * and plans it once per connection.
 */
export function createTokenResolver(
  db: Db,
  secret: string,
  sessions?: SessionCache,
): TokenResolver {
  let lookup: ReturnType<typeof prepareLookup> | undefined;
  return async (token) => {
    // The cache knows this very token (by its hash) as one whose signature held a moment ago,
    // and a signature does not stop holding: only its expiry is left to check (as jsonwebtoken
    // does, to the second).
    const known = sessions?.get(token);
    if (known && Math.floor(Date.now() / 1000) < known.exp) return known;
    const claims: TokenClaims | null = verifyToken(secret, token);
    if (!claims) return null;
    lookup ??= prepareLookup(db);
    const [row] = await lookup.execute({ id: Number(claims.sub), jti: claims.jti });
    if (!row || row.revoked || row.suspended || row.tokenVersion !== claims.ver) return null;
    const user = {
      id: row.id,
      username: row.username,
      moderator: row.role === 'moderator',
      locale: row.locale,
      jti: claims.jti,
      exp: claims.exp,
    };
    sessions?.remember(token, user);
    return user;
  };
}

/** Sets req.user when a valid token is present; a present but bad token is a 401. */
export function authenticate(resolve: TokenResolver) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearer(req);
    if (token) {
      const user = await resolve(token);
      if (!user) throw unauthorized(local('errors.http.credentialsInvalid'));
      req.user = user;
    }
    next();
  };
}
