import type { SendMessageAck } from '@common/realtime';
import type { SendMessageInput } from '@common/schemas/messages';
import type { Message } from '@common/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, newClientId, type OutboxItem, type OutboxOptions } from './outbox';
import { backoff } from './socket-transport';

const KEY = 'homegrown:outbox:1';
const RETRY_MS = 5000;

/** One message handed to the server, answered when the test says so. */
interface Sent {
  payload: SendMessageInput;
  overSocket: boolean;
  answer(ack: SendMessageAck): Promise<void>;
  /** No acknowledgement came in time. */
  timeOut(): Promise<void>;
}

const stored = (payload: SendMessageInput, id = 1): Message => ({
  id,
  sender_id: 1,
  receiver_id: payload.receiver_id,
  content: payload.content,
  created_at: '2024-05-01T10:00:00.000Z',
  is_read: false,
  client_id: payload.client_id ?? null,
  listing_id: payload.listing_id ?? null,
  listing: null,
});

/** An outbox over a fake link: the socket while `link.socketUp`, else REST while `link.restUp`. */
function setup(overrides: Partial<OutboxOptions> = {}) {
  const sent: Sent[] = [];
  const link = { socketUp: true, restUp: false };
  let ids = 0;
  const onStored = vi.fn();
  const onConnect = vi.fn();
  const outbox = createOutbox({
    storage: localStorage,
    storageKey: KEY,
    newId: () => `client-${++ids}`,
    retryDelayMs: RETRY_MS,
    onStored,
    onConnect,
    transmit(payload) {
      if (!link.socketUp && !link.restUp) return undefined;
      let resolve!: (ack: SendMessageAck) => void;
      let reject!: (err: Error) => void;
      const promise = new Promise<SendMessageAck>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const settled = async () => {
        await promise.catch(() => {});
        await Promise.resolve();
      };
      sent.push({
        payload,
        overSocket: link.socketUp,
        answer: (ack) => {
          resolve(ack);
          return settled();
        },
        timeOut: () => {
          reject(new Error('operation has timed out'));
          return settled();
        },
      });
      return { ack: promise, overSocket: link.socketUp };
    },
    ...overrides,
  });
  const items = () => outbox.getSnapshot().outbox;
  const saved = (): OutboxItem[] => JSON.parse(localStorage.getItem(KEY) ?? '[]');
  return { outbox, sent, link, onStored, onConnect, items, saved };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('client ids', () => {
  it('are v4 UUIDs, also where crypto.randomUUID is missing (no secure context)', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newClientId()).toMatch(v4);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    const ids = new Set(Array.from({ length: 20 }, newClientId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(v4);
  });

  it('go with every message, and the same id with every resend', async () => {
    const { outbox, sent } = setup();
    const item = outbox.send(7, 'Courgettes?');
    expect(item).toMatchObject({ client_id: 'client-1', receiver_id: 7, state: 'sending' });
    expect(sent.map((s) => s.payload)).toEqual([
      { receiver_id: 7, content: 'Courgettes?', client_id: 'client-1' },
    ]);
    await sent[0]!.timeOut();
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(sent.map((s) => s.payload.client_id)).toEqual(['client-1', 'client-1']);
  });
});

describe('acknowledgements', () => {
  it('put the stored message in the conversation, then drop its pending copy', async () => {
    const { outbox, sent, onStored, items } = setup();
    outbox.send(7, 'Courgettes?');
    const message = stored(sent[0]!.payload, 41);
    let pendingWhenStored: OutboxItem[] = [];
    onStored.mockImplementation(() => {
      pendingWhenStored = items();
    });
    await sent[0]!.answer(message);
    expect(onStored).toHaveBeenCalledWith(message);
    expect(pendingWhenStored).toHaveLength(1);
    expect(items()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('mark a refused message failed with the reason, until it is retried or discarded', async () => {
    const { outbox, sent, onStored, items } = setup();
    outbox.send(7, 'x');
    outbox.send(7, 'y');
    await sent[0]!.answer({ detail: 'User not found' });
    expect(onStored).not.toHaveBeenCalled();
    expect(items()[0]).toMatchObject({ state: 'failed', detail: 'User not found' });
    // A refusal is final: nothing goes again by itself.
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(sent).toHaveLength(2);

    outbox.retry('client-1');
    expect(items()[0]).toMatchObject({ state: 'sending', detail: undefined });
    expect(sent.map((s) => s.payload.client_id)).toEqual(['client-1', 'client-2', 'client-1']);
    outbox.discard('client-1');
    expect(items().map((i) => i.client_id)).toEqual(['client-2']);
  });
});

describe('a member who left (410)', () => {
  it('is never sent to again: not by itself, not on Retry, not after a reload', async () => {
    const { outbox, sent, items, saved } = setup();
    outbox.send(7, 'Still there?');
    await sent[0]!.answer({ detail: 'This member has left Homegrown', status: 410 });
    expect(items()[0]).toMatchObject({ state: 'left', detail: 'This member has left Homegrown' });
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    outbox.retry('client-1');
    outbox.flush();
    expect(items()[0]?.state).toBe('left');
    expect(saved()[0]).toMatchObject({ state: 'left' });
    outbox.close();

    const again = setup();
    expect(again.items()[0]).toMatchObject({ client_id: 'client-1', state: 'left' });
    again.outbox.connected();
    again.outbox.flush();
    expect([...sent, ...again.sent]).toHaveLength(1);
  });
});

describe('a block either way (403, docs/product.md §14.1)', () => {
  it('is never sent again either, and says why, also after a reload', async () => {
    const { outbox, sent, items, saved } = setup();
    outbox.send(7, 'Rhubarb?');
    await sent[0]!.answer({ detail: "You can't message this member", status: 403 });
    expect(items()[0]).toMatchObject({ state: 'refused', detail: "You can't message this member" });
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    outbox.retry('client-1');
    outbox.flush();
    expect(items()[0]?.state).toBe('refused');
    expect(saved()[0]).toMatchObject({ state: 'refused' });
    outbox.close();

    const again = setup();
    expect(again.items()[0]).toMatchObject({ client_id: 'client-1', state: 'refused' });
    again.outbox.connected();
    expect([...sent, ...again.sent]).toHaveLength(1);
  });
});

describe('retries', () => {
  it('send an unanswered message again after the delay, not before', async () => {
    const { outbox, sent } = setup();
    outbox.send(7, 'x');
    await sent[0]!.timeOut();
    await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await sent[1]!.answer(stored(sent[1]!.payload));
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(sent).toHaveLength(2);
  });

  it('send every unanswered message with the first wait that ends', async () => {
    const { outbox, sent } = setup();
    outbox.send(7, 'x');
    outbox.send(7, 'y');
    await sent[0]!.timeOut();
    await vi.advanceTimersByTimeAsync(RETRY_MS - 1000);
    await sent[1]!.timeOut();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((s) => s.payload.content)).toEqual(['x', 'y', 'x', 'y']);
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(sent).toHaveLength(4);
  });

  it('keep a message waiting while nothing can carry it, and send it on connect', async () => {
    const { outbox, sent, link, items } = setup();
    link.socketUp = false;
    outbox.send(7, 'x');
    expect(sent).toEqual([]);
    expect(items()[0]?.state).toBe('sending');
    link.socketUp = true;
    outbox.connected();
    expect(sent.map((s) => s.payload.content)).toEqual(['x']);
  });

  it('go over REST while the socket is down', async () => {
    const { outbox, sent, link, items } = setup();
    link.socketUp = false;
    link.restUp = true;
    outbox.send(7, 'x');
    expect(sent[0]?.overSocket).toBe(false);
    await sent[0]!.answer(stored(sent[0]!.payload));
    expect(items()).toEqual([]);
  });

  it('stop when the outbox is closed', async () => {
    const { outbox, sent } = setup();
    outbox.send(7, 'x');
    await sent[0]!.timeOut();
    outbox.close();
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    outbox.flush();
    expect(sent).toHaveLength(1);
  });
});

describe('catch-up on connecting', () => {
  it('fetches what arrived before the socket was up: on the first connect and on each reconnect', () => {
    const { outbox, onConnect } = setup();
    expect(onConnect).not.toHaveBeenCalled();
    outbox.connected();
    expect(onConnect).toHaveBeenCalledTimes(1);
    outbox.disconnected('transport close');
    expect(onConnect).toHaveBeenCalledTimes(1);
    outbox.connected();
    expect(onConnect).toHaveBeenCalledTimes(2);
  });

  it('resends what rode on the dropped socket, once, and not what went over REST', async () => {
    const { outbox, sent, link } = setup();
    outbox.connected();
    outbox.send(7, 'on the socket');
    link.socketUp = false;
    link.restUp = true;
    outbox.send(7, 'over REST');
    outbox.disconnected('transport close');
    // Offline: the socket message cannot go yet; the REST one is still on its way.
    link.restUp = false;
    outbox.flush();
    expect(sent).toHaveLength(2);

    link.socketUp = true;
    outbox.connected();
    expect(sent.map((s) => s.payload.content)).toEqual([
      'on the socket',
      'over REST',
      'on the socket',
    ]);
    expect(sent[2]!.payload.client_id).toBe(sent[0]!.payload.client_id);
    // The dead socket's attempt times out later: only the latest attempt may retry.
    await sent[0]!.timeOut();
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(sent).toHaveLength(3);
  });

  it('keeps the messages in the order they were written', async () => {
    const { outbox, sent, link, items } = setup();
    link.socketUp = false;
    for (const content of ['m1', 'm2', 'm3']) outbox.send(7, content);
    link.socketUp = true;
    outbox.connected();
    expect(sent.map((s) => s.payload.content)).toEqual(['m1', 'm2', 'm3']);
    await sent[1]!.answer(stored(sent[1]!.payload));
    expect(items().map((i) => i.content)).toEqual(['m1', 'm3']);
  });
});

describe('connection status', () => {
  it('follows the socket with docs/product.md §10.5’s error texts', () => {
    const { outbox } = setup();
    const status = () => {
      const { status, error } = outbox.getSnapshot();
      return { status, error };
    };
    expect(status()).toEqual({ status: 'connecting', error: undefined });
    outbox.failedToConnect('Could not validate credentials');
    expect(status()).toEqual({ status: 'connecting', error: 'server error' });
    outbox.connected();
    expect(status()).toEqual({ status: 'connected', error: undefined });
    outbox.disconnected('transport close');
    expect(status()).toEqual({ status: 'reconnecting', error: 'No transports available' });
    outbox.failedToConnect('timeout');
    expect(status()).toEqual({ status: 'reconnecting', error: 'timeout' });
    outbox.connected();
    outbox.disconnected('io client disconnect');
    expect(status()).toEqual({ status: 'connected', error: undefined });
  });

  it('tells subscribers of every change, with a new snapshot', () => {
    const { outbox } = setup();
    const listener = vi.fn();
    const unsubscribe = outbox.subscribe(listener);
    const before = outbox.getSnapshot();
    outbox.send(7, 'x');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(outbox.getSnapshot()).not.toBe(before);
    unsubscribe();
    outbox.connected();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('persistence', () => {
  it('keeps unsent messages in storage, and sends them again after a reload', async () => {
    const first = setup();
    first.link.socketUp = false;
    first.outbox.send(7, 'm1');
    first.outbox.send(8, 'm2');
    expect(first.saved().map((i) => i.content)).toEqual(['m1', 'm2']);
    first.outbox.close();

    const second = setup({ newId: () => 'client-after-reload' });
    expect(second.items().map((i) => [i.client_id, i.content, i.state])).toEqual([
      ['client-1', 'm1', 'sending'],
      ['client-2', 'm2', 'sending'],
    ]);
    second.outbox.flush();
    expect(second.sent.map((s) => s.payload.client_id)).toEqual(['client-1', 'client-2']);
  });

  it('offers a refused message again after a reload', async () => {
    const first = setup();
    first.outbox.send(7, 'x');
    await first.sent[0]!.answer({ detail: 'Message cannot be empty' });
    expect(first.saved()[0]).toMatchObject({ state: 'failed' });
    expect(setup().items()[0]).toMatchObject({ client_id: 'client-1', state: 'sending' });
  });

  it('ignores a corrupt store and entries that are not messages', () => {
    localStorage.setItem(KEY, '{not json');
    expect(setup().items()).toEqual([]);
    localStorage.setItem(KEY, JSON.stringify({ client_id: 'a' }));
    expect(setup().items()).toEqual([]);
    const good = { client_id: 'a', receiver_id: 7, content: 'ok', created_at: '', state: 'failed' };
    localStorage.setItem(KEY, JSON.stringify([good, { client_id: 'b', content: 'no receiver' }]));
    expect(setup().items()).toEqual([{ ...good, state: 'sending' }]);
  });

  it('still works for this page when storage refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const { outbox, items } = setup({ storage: full });
    outbox.send(7, 'x');
    expect(items().map((i) => i.content)).toEqual(['x']);
  });
});

describe('reconnect backoff', () => {
  it('doubles from 1 s up to 5 s, with ±50 % jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 9].map((n) => backoff(n, middle))).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect(backoff(0, () => 0)).toBe(500);
    expect(backoff(5, () => 1)).toBe(7500);
  });
});
