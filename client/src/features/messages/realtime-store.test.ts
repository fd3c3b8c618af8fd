import { sessionStore } from '@client/lib/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Connection } from './connection';
import { createRealtimeStore } from './realtime-store';

const opened: { close: ReturnType<typeof vi.fn> }[] = [];
vi.mock('./connection', () => ({
  createConnection: () => {
    const connection = { close: vi.fn() };
    opened.push(connection);
    return connection as unknown as Connection;
  },
}));

const options = { getToken: () => 'token' };

afterEach(() => {
  opened.length = 0;
  vi.useRealTimers();
});

describe('the realtime store', () => {
  it('keeps one connection per member across holds, and closes it a moment after the last', async () => {
    vi.useFakeTimers();
    sessionStore.start('token', { id: 1, username: 'basil' });
    const store = createRealtimeStore();
    const first = store.hold(1, options);
    const connection = await first.ready;
    store.release(first);
    const second = store.hold(1, options);
    expect(await second.ready).toBe(connection);
    expect(store.openFor(1)).toBe(connection);
    store.release(second);
    vi.advanceTimersByTime(2000);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.close).toHaveBeenCalledOnce();
    expect(store.openFor(1)).toBeUndefined();
  });

  it('closes the connection at once when the member logs out', async () => {
    sessionStore.start('token', { id: 1, username: 'basil' });
    const store = createRealtimeStore();
    await store.hold(1, options).ready;
    sessionStore.clear();
    expect(opened[0]!.close).toHaveBeenCalledOnce();
    expect(store.openFor(1)).toBeUndefined();
  });
});
