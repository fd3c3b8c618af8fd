import { pushContracts } from '@common/contracts/push';
import { text } from '@common/i18n/format';
import type { PushSubscriptionBody } from '@common/schemas/push';
import { statusOf } from './api';
import { call } from './api-client';
import { serviceWorkerRegistration } from './service-worker';

/**
 * "Notifications on this device" (docs/product.md §8.10): this browser's Web Push
 * subscription, kept in step with the server's list of the member's devices.
 */

/** Why pushes cannot be turned on, in words for the member (PUSH_KEYS, said when thrown). */
export class PushUnavailable extends Error {
  constructor(key: PushProblem) {
    super(text(PUSH_KEYS[key]));
  }
}

/**
 * The catalogue's words for each reason, for a screen to say with t() (docs/decisions.md
 * "Languages").
 */
export const PUSH_KEYS = {
  unsupported: 'common.push.unsupported',
  blocked: 'common.push.blocked',
  dismissed: 'common.push.dismissed',
} as const;
type PushProblem = keyof typeof PUSH_KEYS;

// The same in English alone, for what imported them before PUSH_KEYS (the device switch and its
// test): drop them once nothing does.
export const PUSH_UNSUPPORTED =
  // i18n-exempt: English-only copy of common.push.unsupported, see PUSH_KEYS
  'This browser cannot show notifications from Homegrown. On an iPhone or iPad, add Homegrown to your Home Screen first, then turn them on there.';
export const PUSH_BLOCKED =
  // i18n-exempt: English-only copy of common.push.blocked, see PUSH_KEYS
  "Notifications are blocked for Homegrown in this browser. Allow them in the browser's site settings, then try again.";
// i18n-exempt: English-only copy of common.push.dismissed, see PUSH_KEYS
export const PUSH_DISMISSED = 'Notifications were not allowed. Tap again to choose.';

/** Whether this browser has what Web Push needs at all (never asks anything). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

/** The browser's standing answer: 'default' until the member chooses. */
export function pushPermission(): NotificationPermission {
  return pushSupported() ? Notification.permission : 'denied';
}

/** This device's subscription, without registering a worker or asking anything. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  if (!own) return false;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * Asks the browser's permission (call it straight from the tap: browsers ask only on a
 * gesture), subscribes with the server's VAPID key and hands the subscription to the server.
 * Throws PushUnavailable with what to tell the member when the browser refuses.
 */
export async function turnPushOn(): Promise<void> {
  if (!pushSupported()) throw new PushUnavailable('unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushUnavailable('blocked');
  if (permission !== 'granted') throw new PushUnavailable('dismissed');
  const registration = await serviceWorkerRegistration();
  if (!registration) throw new PushUnavailable('unsupported');
  const { key } = await call(pushContracts.publicKey);
  const applicationServerKey = keyBytes(key);
  let subscription = await registration.pushManager.getSubscription();
  // Made with another server key (the server's keys changed): it can receive nothing now.
  if (subscription && !sameKey(subscription, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  // The browser's JSON as it is (its expirationTime too): the server checks the keys it holds.
  await call(pushContracts.subscribe, { body: subscription.toJSON() as PushSubscriptionBody });
}

/** Stops pushes to this device: the server forgets it, then the browser drops it. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  try {
    await call(pushContracts.unsubscribe, { body: { endpoint: subscription.endpoint } });
  } catch (err) {
    // Not ours on the server (already forgotten, or another member's since): drop it anyway.
    if (statusOf(err) !== 404) throw err;
  }
  await subscription.unsubscribe();
}
