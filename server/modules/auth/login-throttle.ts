import { DAY_MS, MINUTE_MS } from '@common/time';
import { local, sayDetail } from '@server/lib/errors';
import { addressOf, type Limiter } from '@server/lib/rate-limit';
import type { Request, RequestHandler, Response } from 'express';

/**
 * The numbers and their reasons: docs/decisions.md "Accounts".
 * @internal
 */
export const LOGIN_LIMITS = {
  /** Failed sign-ins from one address, whatever the accounts. */
  address: { windowMs: 5 * MINUTE_MS, limit: 25 },
  /** Wrong passwords for one account from one address. */
  pair: { windowMs: 15 * MINUTE_MS, limit: 10 },
  /** Wrong passwords for one account from all addresses it has not been proved from. */
  account: { windowMs: 60 * MINUTE_MS, limit: 100 },
  /** How long a sign-in or a reset link makes an address known to its account. */
  trustedMs: 14 * DAY_MS,
} as const;

const ACCOUNT_LIMIT = local('errors.auth.tooManySignIns');
/**
 * The refusal in English (the server says it in the caller's language).
 * @internal
 */
export const ACCOUNT_LIMIT_MESSAGE = sayDetail(ACCOUNT_LIMIT, 'en');

/** The e-mail as the counters key it: trimmed, lower case (sign-in ignores case too). */
const accountKey = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, req: Request) => `${addressOf(req)}|${accountKey(email)}`;
const submitted = (req: Request) =>
  typeof req.body?.username === 'string' ? req.body.username : undefined;

const failed = (res: Response) => res.statusCode >= 400;
const wrongPassword = (res: Response) => res.statusCode === 401;

export interface LoginThrottle {
  /** Mounted before the sign-in handler. */
  guard: RequestHandler[];
  /** A sign-in with the right password from this address. */
  signedIn(req: Request, email: string): Promise<void>;
  /** The account's owner used an e-mailed reset link from this address. */
  provedOwner(req: Request, email: string): Promise<void>;
}

/**
 * Sign-in throttling that a stranger cannot turn against the owner (docs/decisions.md
 * "Accounts"): guessing from one address is stopped by address and by (account, address);
 * the per-account limit only catches guessing spread over many addresses, and never applies
 * to an address that signed in to the account or used its reset link. A reset also clears
 * the account's count, so the owner gets in from anywhere right after it.
 */
export function createLoginThrottle(limiter: Limiter): LoginThrottle {
  const known = limiter.marks('login-known', LOGIN_LIMITS.trustedMs);
  const byAddress = limiter({ name: 'login-ip', ...LOGIN_LIMITS.address, counts: failed });
  const byPair = limiter({
    name: 'login-pair',
    ...LOGIN_LIMITS.pair,
    key: (req) => {
      const email = submitted(req);
      return email ? pairKey(email, req) : undefined;
    },
    counts: wrongPassword,
  });
  const byAccount = limiter({
    name: 'login-account',
    ...LOGIN_LIMITS.account,
    key: (req) => {
      const email = submitted(req);
      return email ? accountKey(email) : undefined;
    },
    counts: wrongPassword,
    skip: async (req) => {
      const email = submitted(req);
      return !email || (await known.has(pairKey(email, req)));
    },
    message: ACCOUNT_LIMIT,
  });

  return {
    guard: [byAddress, byPair, byAccount],
    // The pair's count is left alone here: this very request is still being counted, and
    // taken back once it has answered.
    async signedIn(req, email) {
      await known.add(pairKey(email, req));
    },
    async provedOwner(req, email) {
      await Promise.all([
        byAccount.clear(accountKey(email)),
        byPair.clear(pairKey(email, req)),
        known.add(pairKey(email, req)),
      ]);
    },
  };
}
