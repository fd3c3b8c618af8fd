import { createHash } from 'node:crypto';
import type { Config } from '@server/config';
import type { Logger } from '@server/lib/logger';
import webpush, { type WebPushError } from 'web-push';
import { isAllowedEndpoint } from './endpoints';
import type { Device } from './queries';

/** What the service worker shows (docs/product.md §8.10). */
export interface PushPayload {
  title: string;
  body: string;
  /** Opened when the notification is tapped. */
  url: string;
  /** Notifications with one tag replace each other in the shade. */
  tag: string;
}

export interface PushDelivery {
  /** Sends in the background and returns at once; false when the queue is full (dropped). */
  send(device: Device, payload: PushPayload): boolean;
  /** Resolves once nothing is queued or being sent (retries waiting their turn aside). */
  idle(): Promise<void>;
  /** Drops the retries still waiting (shutdown); sends under way finish. */
  stop(): void;
}

export interface PushDeliveryOptions {
  push: Config['push'];
  logger: Logger;
  /** The push service says the device is gone for good (404, 410): forget it. */
  forget(device: Device): Promise<void>;
  concurrency?: number;
  maxQueued?: number;
  /** Waits before each retry; their count bounds the attempts. */
  retryDelaysMs?: readonly number[];
}

/** A push the phone has not taken within a day is old news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
export const PUSH_TIMEOUT_MS = 10_000;
export const RETRY_DELAYS_MS = [1_000, 30_000, 5 * 60_000] as const;
const MAX_RETRY_AFTER_MS = 15 * 60_000;
const BODY_LIMIT = 300;

interface Job {
  device: Device;
  body: string;
  topic: string;
  attempt: number;
}

/** RFC 8030 Topic: at most 32 base64url characters; the push service keeps only the newest. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/** A failure worth trying again: the network, a timeout, throttling, the service's own error. */
function retryable(err: unknown): boolean {
  const status = (err as Partial<WebPushError>).statusCode;
  return status === undefined || status === 429 || status >= 500;
}

function retryAfterMs(err: unknown): number {
  const header = (err as Partial<WebPushError>).headers?.['retry-after'];
  const seconds = Number(header);
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0;
}

/**
 * Web Push through the maintained `web-push` library (VAPID, RFC 8291 encryption): a small
 * in-process queue with bounded concurrency and length, so no request waits for a push service,
 * and a failed push is retried a bounded number of times with growing waits.
 */
export function createPushDelivery(opts: PushDeliveryOptions): PushDelivery {
  const concurrency = opts.concurrency ?? 8;
  const maxQueued = opts.maxQueued ?? 5000;
  const delays = opts.retryDelaysMs ?? RETRY_DELAYS_MS;
  const vapidDetails = {
    subject: opts.push.subject,
    publicKey: opts.push.publicKey,
    privateKey: opts.push.privateKey,
  };
  const queue: Job[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let running = 0;
  let waiters: (() => void)[] = [];

  function settleIfIdle() {
    if (running > 0 || queue.length > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  function enqueue(job: Job): boolean {
    if (queue.length >= maxQueued) {
      opts.logger.warn({ queued: queue.length }, 'push queue full: push dropped');
      return false;
    }
    queue.push(job);
    // On a later turn of the event loop: the caller's request answers first.
    setImmediate(pump);
    return true;
  }

  function retry(job: Job, err: unknown) {
    const host = new URL(job.device.endpoint).host;
    const wait = delays[job.attempt];
    if (wait === undefined) {
      opts.logger.warn({ err, host, attempts: job.attempt + 1 }, 'push not delivered: gave up');
      return;
    }
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        enqueue({ ...job, attempt: job.attempt + 1 });
      },
      Math.max(wait, retryAfterMs(err)),
    );
    timer.unref();
    timers.add(timer);
  }

  async function run(job: Job) {
    const { device } = job;
    try {
      await webpush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        job.body,
        {
          vapidDetails,
          TTL: PUSH_TTL_SECONDS,
          topic: job.topic,
          contentEncoding: 'aes128gcm',
          timeout: PUSH_TIMEOUT_MS,
        },
      );
    } catch (err) {
      const status = (err as Partial<WebPushError>).statusCode;
      if (status === 404 || status === 410) await opts.forget(device);
      else if (retryable(err)) retry(job, err);
      // Anything else (a refused key, a payload too large) fails the same way again.
      else opts.logger.warn({ status, host: new URL(device.endpoint).host }, 'push refused');
    }
  }

  function pump() {
    while (running < concurrency) {
      const job = queue.shift();
      if (!job) break;
      running++;
      void run(job)
        .catch((err) => opts.logger.error({ err }, 'push failed'))
        .finally(() => {
          running--;
          pump();
        });
    }
    settleIfIdle();
  }

  return {
    send(device, payload) {
      // Checked again at send time: PUSH_ALLOWED_HOSTS may have shrunk since it was stored.
      if (!isAllowedEndpoint(device.endpoint, opts.push.allowedHosts)) return false;
      const body = JSON.stringify({ ...payload, body: payload.body.slice(0, BODY_LIMIT) });
      return enqueue({ device, body, topic: topicOf(payload.tag), attempt: 0 });
    },
    idle() {
      if (running === 0 && queue.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
