import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * A random token for an e-mailed link (256 bits, URL-safe).
 * @internal
 */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** What is stored of an e-mailed token: a database leak gives no working link. */
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * An e-mailed link's token derived from a random seed under the server's secret: the seed waits
 * in the e-mail's job, and without JWT_SECRET it opens nothing (docs/decisions.md "Deliveries").
 */
export const newLinkSeed = () => randomBytes(32).toString('base64url');
export const linkTokenOf = (
  secret: string,
  seed: string,
  purpose: 'email-link' | 'password-reset' = 'email-link',
) => createHmac('sha256', secret).update(`${purpose}:${seed}`).digest('base64url');
