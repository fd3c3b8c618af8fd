import { describe, expect, it, vi } from 'vitest';
import type { Logger } from './logger';
import { createMailQueue } from './mail-queue';
import type { Mailer, MailMessage } from './mailer';

const message = (to: string): MailMessage => ({ to, subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });

function fakeLogger() {
  return { warn: vi.fn(), error: vi.fn(), info: vi.fn() } as unknown as Logger & {
    warn: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };
}

/** A mailer whose sends stay pending until released, recording what is in flight. */
function slowMailer() {
  const sent: string[] = [];
  const pending: (() => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const mailer: Mailer = {
    send(m) {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      return new Promise<void>((resolve) => {
        pending.push(() => {
          inFlight--;
          sent.push(m.to);
          resolve();
        });
      });
    },
  };
  return {
    mailer,
    sent,
    maxInFlight: () => maxInFlight,
    /** Releases every send started so far, then lets the queue start the next ones. */
    async releaseAll() {
      while (pending.length) pending.shift()!();
      await new Promise((r) => setImmediate(r));
    },
    async drain(queue: { size: number }) {
      while (queue.size > 0) await this.releaseAll();
    },
  };
}

describe('createMailQueue', () => {
  it('answers push at once and composes later, off the caller', async () => {
    const send = vi.fn<Mailer['send']>().mockResolvedValue();
    const mailer: Mailer = { send };
    const queue = createMailQueue({ mailer, logger: fakeLogger() });
    const compose = vi.fn(() => message('a@example.com'));
    expect(queue.push({ kind: 'match', compose })).toBe(true);
    expect(compose).not.toHaveBeenCalled();
    expect(queue.size).toBe(1);
    await queue.idle();
    expect(compose).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith(message('a@example.com'));
    expect(queue.size).toBe(0);
  });

  it('sends at most `concurrency` e-mails at a time, and all of them in the end', async () => {
    const slow = slowMailer();
    const queue = createMailQueue({ mailer: slow.mailer, logger: fakeLogger(), concurrency: 2 });
    for (let i = 0; i < 7; i++) queue.push({ kind: 'match', compose: () => message(`${i}@x.org`) });
    const idle = vi.fn();
    void queue.idle().then(idle);
    await slow.drain(queue);
    await Promise.resolve();
    expect(slow.maxInFlight()).toBe(2);
    expect(slow.sent).toEqual([
      '0@x.org',
      '1@x.org',
      '2@x.org',
      '3@x.org',
      '4@x.org',
      '5@x.org',
      '6@x.org',
    ]);
    expect(idle).toHaveBeenCalledOnce();
  });

  it('drops with a warning when a lane is full, without waiting', async () => {
    const slow = slowMailer();
    const logger = fakeLogger();
    const queue = createMailQueue({ mailer: slow.mailer, logger, concurrency: 1, maxQueued: 2 });
    const pushed = [1, 2, 3].map((i) =>
      queue.push({ kind: 'match', context: { userId: i }, compose: () => message(`${i}@x.org`) }),
    );
    expect(pushed).toEqual([true, true, false]);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'match', userId: 3, queued: 2 }),
      'mail queue full: e-mail dropped',
    );
    // The urgent lane has its own room: a reset still gets in while matches fill theirs.
    expect(
      queue.push({ kind: 'password reset', compose: () => message('r@x.org') }, 'urgent'),
    ).toBe(true);
    await slow.drain(queue);
    expect(slow.sent).toEqual(['r@x.org', '1@x.org', '2@x.org']);
  });

  it('sends urgent e-mails before queued bulk ones', async () => {
    const slow = slowMailer();
    const queue = createMailQueue({ mailer: slow.mailer, logger: fakeLogger(), concurrency: 1 });
    queue.push({ kind: 'match', compose: () => message('m1@x.org') });
    queue.push({ kind: 'match', compose: () => message('m2@x.org') });
    await new Promise((r) => setImmediate(r));
    queue.push({ kind: 'password reset', compose: () => message('r@x.org') }, 'urgent');
    await slow.drain(queue);
    expect(slow.sent).toEqual(['m1@x.org', 'r@x.org', 'm2@x.org']);
  });

  it('logs a failed compose or send and goes on with the next', async () => {
    const logger = fakeLogger();
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(m) {
        if (m.to === 'down@x.org') throw new Error('SMTP down');
        sent.push(m.to);
      },
    };
    const queue = createMailQueue({ mailer, logger, concurrency: 1 });
    queue.push({
      kind: 'match',
      context: { userId: 1 },
      compose: () => {
        throw new Error('bad row');
      },
    });
    queue.push({ kind: 'match', context: { userId: 2 }, compose: () => message('down@x.org') });
    queue.push({ kind: 'password reset', compose: () => undefined });
    queue.push({ kind: 'match', compose: () => message('ok@x.org') });
    await queue.idle();
    expect(sent).toEqual(['ok@x.org']);
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'match', userId: 2, err: expect.any(Error) }),
      'e-mail could not be sent',
    );
  });

  it('is idle at once when nothing was queued', async () => {
    const queue = createMailQueue({ mailer: { send: vi.fn() }, logger: fakeLogger() });
    await expect(queue.idle()).resolves.toBeUndefined();
  });
});
