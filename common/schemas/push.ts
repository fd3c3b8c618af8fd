import { z } from 'zod';
import { say } from '../i18n/zod-messages';

/** GET /push/public-key: the VAPID key a browser subscribes with (docs/product.md §8.10). */
export const pushPublicKeySchema = z.object({ key: z.string() });

/**
 * The refusals in English, as tests read them; the schema says them in the current language.
 * @internal
 */
export const PUSH_ENDPOINT_INVALID = 'endpoint must be the https URL the browser gave';
/** @internal */
export const PUSH_KEYS_INVALID = 'keys must be the p256dh and auth keys the browser gave';
const endpointInvalid = say('validation.pushEndpoint');
const keysInvalid = say('validation.pushKeys');

// What `PushSubscription.toJSON()` holds: base64url, padding optional. p256dh is an
// uncompressed P-256 point (65 bytes, first byte 4, hence "B"); auth is 16 random bytes.
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

const endpoint = z
  .string(endpointInvalid)
  .max(2048, say('validation.pushEndpointTooLong'))
  .pipe(z.url({ protocol: /^https$/, ...endpointInvalid }));

/** POST /push/subscriptions: the browser's PushSubscription JSON (extra fields ignored). */
export const pushSubscriptionBody = z.object({
  endpoint,
  keys: z.object(
    {
      p256dh: z.string(keysInvalid).regex(P256DH, keysInvalid),
      auth: z.string(keysInvalid).regex(AUTH, keysInvalid),
    },
    keysInvalid,
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** POST's answer: the endpoint now stored for the caller. */
export const pushSubscribedSchema = z.object({ endpoint: z.string() });

/** DELETE /push/subscriptions: which of one's devices stops receiving. */
export const pushEndpointBody = z.object({ endpoint });
