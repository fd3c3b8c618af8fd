import type { Logger } from './logger';
import type { Mailer, MailMessage } from './mailer';

/**
 * One e-mail to send later. `compose` runs when its turn comes, off the request that queued
 * it (building the message and its MIME is most of an e-mail's cost); it may answer
 * undefined when, by then, there is nothing to send.
 */
export interface MailJob {
  /** What the e-mail is, for the logs ("match", "password reset"). */
  kind: string;
  /** Logged with a failure or a drop (ids, never addresses or tokens). */
  context?: Record<string, unknown>;
  compose(): MailMessage | undefined | Promise<MailMessage | undefined>;
}

/**
 * `urgent` is for e-mails a member is waiting for (a password reset); `bulk` for alerts
 * that can pile up (matches). Urgent jobs go first and have their own room, so a flood of
 * match alerts can neither delay nor crowd out a reset.
 */
export type MailPriority = 'urgent' | 'bulk';

export interface MailQueue {
  /**
   * Queues a job and returns at once, never waiting for the mailer. False when that lane is
   * full: the e-mail is dropped with a warning (what it announced is in the database anyway).
   */
  push(job: MailJob, priority?: MailPriority): boolean;
  /** Resolves once nothing is queued or being sent (tests, and a clean shutdown). */
  idle(): Promise<void>;
  /** Jobs queued or being sent. */
  readonly size: number;
}

export interface MailQueueOptions {
  mailer: Mailer;
  logger: Logger;
  /** E-mails composed and sent at the same time. */
  concurrency?: number;
  /** Jobs each lane holds waiting; beyond that they are dropped. */
  maxQueued?: number;
}

export const MAIL_CONCURRENCY = 4;
export const MAIL_QUEUE_LIMIT = 1000;

/**
 * A small in-process queue in front of the mailer: bounded concurrency and bounded length,
 * so e-mail work under sustained load stays a fixed slice of the process instead of an
 * unbounded pile of promises that slows every other request.
 */
export function createMailQueue(opts: MailQueueOptions): MailQueue {
  const concurrency = Math.max(1, opts.concurrency ?? MAIL_CONCURRENCY);
  const maxQueued = Math.max(1, opts.maxQueued ?? MAIL_QUEUE_LIMIT);
  const lanes: Record<MailPriority, MailJob[]> = { urgent: [], bulk: [] };
  let running = 0;
  let scheduled = false;
  let waiters: (() => void)[] = [];

  const queued = () => lanes.urgent.length + lanes.bulk.length;

  function settleIfIdle() {
    if (running > 0 || queued() > 0 || scheduled) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  async function run(job: MailJob) {
    try {
      const message = await job.compose();
      if (message) await opts.mailer.send(message);
    } catch (err) {
      opts.logger.error({ err, kind: job.kind, ...job.context }, 'e-mail could not be sent');
    }
  }

  function pump() {
    scheduled = false;
    while (running < concurrency) {
      const job = lanes.urgent.shift() ?? lanes.bulk.shift();
      if (!job) break;
      running++;
      void run(job).finally(() => {
        running--;
        pump();
      });
    }
    settleIfIdle();
  }

  return {
    push(job, priority = 'bulk') {
      const lane = lanes[priority];
      if (lane.length >= maxQueued) {
        opts.logger.warn(
          { kind: job.kind, priority, queued: lane.length, ...job.context },
          'mail queue full: e-mail dropped',
        );
        return false;
      }
      lane.push(job);
      // Started on a later turn of the event loop: the caller's request answers first.
      if (!scheduled) {
        scheduled = true;
        setImmediate(pump);
      }
      return true;
    },
    idle() {
      if (running === 0 && queued() === 0 && !scheduled) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    get size() {
      return running + queued();
    },
  };
}
