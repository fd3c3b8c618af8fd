/**
 * How a failed job is tried again (docs/decisions.md "Background jobs"). Work of our own (a
 * match) fails the same way each time it fails for a reason of ours, so it stops after a few
 * quick attempts; a delivery fails because someone else's server is away, so it keeps trying
 * with growing waits for a day before it is left failed.
 */
export interface RetryPolicy {
  /** Failed for good once this many attempts have failed. */
  maxAttempts?: number;
  /** Failed for good when an attempt fails this long after the job was stored. */
  maxAgeSeconds?: number;
  /** Seconds before the next attempt, after `attempts` failed ones. */
  delaySeconds(attempts: number): number;
}

/**
 * Seconds before the next attempt: 2, 4, 8, 16… capped at five minutes.
 * @internal
 */
export const retryDelaySeconds = (attempts: number) => Math.min(2 ** attempts, 300);

/**
 * A failed job runs at most this many times in all, then stays failed with its error.
 * @internal
 */
export const JOB_MAX_ATTEMPTS = 5;

export const WORK_RETRIES: RetryPolicy = {
  maxAttempts: JOB_MAX_ATTEMPTS,
  delaySeconds: retryDelaySeconds,
};

/**
 * A delivery is tried for at least a day (an SMTP server or push service down overnight).
 * @internal
 */
export const DELIVERY_MAX_AGE_SECONDS = 24 * 60 * 60;
/**
 * 2 s, 4 s, 8 s… and from the eleventh attempt on, every half hour.
 * @internal
 */
export const deliveryDelaySeconds = (attempts: number) => Math.min(2 ** attempts, 30 * 60);

export const DELIVERY_RETRIES: RetryPolicy = {
  maxAgeSeconds: DELIVERY_MAX_AGE_SECONDS,
  delaySeconds: deliveryDelaySeconds,
};

/** The other side asked us to wait (Retry-After): the next attempt waits at least this long. */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly afterSeconds: number,
  ) {
    super(message);
  }
}

/** Failing the same way whenever it is tried (a refused address, a rejected payload). */
export class GiveUp extends Error {}

/** The longest a Retry-After is followed: a service asking for more is asked again sooner. */
const MAX_RETRY_AFTER_SECONDS = 60 * 60;

/** A Retry-After header's wait in seconds (a number of seconds or an HTTP date), else 0. */
export function retryAfterSeconds(header: string | undefined, now = Date.now()): number {
  if (!header) return 0;
  const seconds = Number(header);
  const wait = Number.isFinite(seconds) ? seconds : (Date.parse(header) - now) / 1000;
  return Number.isFinite(wait) ? Math.min(Math.max(0, wait), MAX_RETRY_AFTER_SECONDS) : 0;
}
