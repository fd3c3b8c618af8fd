import { createHash, randomBytes } from 'node:crypto';

/** A random token for an e-mailed link (256 bits, URL-safe). */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** What is stored of an e-mailed token: a database leak gives no working link. */
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');
