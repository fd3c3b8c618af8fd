import type { JobKind } from './queue';
import { DELIVERY_RETRIES, type RetryPolicy, WORK_RETRIES } from './retry';

/** The lanes of work: deliveries wait on other servers, so a slow one never holds a match up. */
export const WORK_KINDS: readonly JobKind[] = ['match_listing', 'match_wants', 'event_nearby'];
export const DELIVERY_KINDS: readonly JobKind[] = [
  'send_email',
  'message_alert',
  'push_fanout',
  'send_push',
];

export const retriesOf = (kind: string): RetryPolicy =>
  (DELIVERY_KINDS as readonly string[]).includes(kind) ? DELIVERY_RETRIES : WORK_RETRIES;
