import { createECDH } from 'node:crypto';
import webpush from 'web-push';

/** The server's VAPID identity (RFC 8292): push services check each push was signed by it. */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what browsers subscribe with. */
  publicKey: string;
  /** The 32-byte private scalar, base64url. */
  privateKey: string;
}

export const VAPID_PUBLIC_KEY_FORMAT = /^B[A-Za-z0-9_-]{86}$/;
export const VAPID_PRIVATE_KEY_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

/** Whether `publicKey` is the public half of `privateKey` (a mismatch only shows at send time). */
export function isVapidPair({ publicKey, privateKey }: VapidKeys): boolean {
  if (!VAPID_PUBLIC_KEY_FORMAT.test(publicKey) || !VAPID_PRIVATE_KEY_FORMAT.test(privateKey))
    return false;
  try {
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return curve.getPublicKey('base64url') === publicKey;
  } catch {
    return false;
  }
}

/** The keys kept in DATA_DIR, checked: a damaged file fails start-up with its name. */
export function parseStoredVapidKeys(text: string, file: string): VapidKeys {
  let keys: Partial<VapidKeys> = {};
  try {
    keys = JSON.parse(text) as Partial<VapidKeys>;
  } catch {
    // reported below
  }
  const pair = { publicKey: String(keys.publicKey), privateKey: String(keys.privateKey) };
  if (!isVapidPair(pair)) {
    throw new Error(
      `Invalid configuration:\n  ${file} does not hold a VAPID key pair: delete it to make a new one (devices subscribed with the old key stop receiving pushes), or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`,
    );
  }
  return pair;
}
