import type { AppContext } from '@server/context';
import type { SendPush } from '@server/jobs/push-payloads';
import { GiveUp, RetryLater, retryAfterSeconds } from '@server/jobs/retry';
import webpush, { type WebPushError } from 'web-push';
import { deleteGoneDevice, deviceOf } from './queries';

/** A push the phone has not taken within a day is old news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * The `send_push` job (docs/product.md §8.10): one push to one device through the maintained
 * `web-push` library (VAPID, RFC 8291 encryption). A gone device (404, 410) is forgotten; the
 * network, a timeout, throttling (429) or the service's own error (5xx) is tried again by the
 * job's retries, after its Retry-After when it sends one; any other answer (a refused key, a
 * payload too large) would fail the same way again, so the job stops there.
 */
export async function sendPush(ctx: AppContext, job: SendPush): Promise<void> {
  const device = await deviceOf(ctx.db, job.device_id, job.user_id);
  // Unsubscribed, or taken over by someone else since the fan-out: nothing to send.
  if (!device) return;
  const { push } = ctx.config;
  try {
    await webpush.sendNotification(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      job.body,
      {
        vapidDetails: {
          subject: push.subject,
          publicKey: push.publicKey,
          privateKey: push.privateKey,
        },
        TTL: PUSH_TTL_SECONDS,
        topic: job.topic,
        contentEncoding: 'aes128gcm',
        timeout: PUSH_TIMEOUT_MS,
      },
    );
  } catch (err) {
    const { statusCode: status, headers } = err as Partial<WebPushError>;
    const host = new URL(device.endpoint).host;
    if (status === 404 || status === 410) {
      await deleteGoneDevice(ctx.db, device);
      return;
    }
    if (status === undefined || status === 429 || status >= 500) {
      const why = status === undefined ? (err as Error).message : `answered ${status}`;
      throw new RetryLater(
        `push service ${host} ${why}`,
        retryAfterSeconds(headers?.['retry-after']),
      );
    }
    throw new GiveUp(`push service ${host} refused the push (${status})`);
  }
}
