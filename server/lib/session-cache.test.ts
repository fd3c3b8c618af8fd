import { describe, expect, it } from 'vitest';
import { type Session, SessionCache } from './session-cache';

const session = (id: number, jti: string): Session => ({ id, username: `g${id}`, jti, exp: 0 });

/** Remembers a token per [member, jti] pair, in order. */
function rememberAll(cache: SessionCache, tokens: [number, string][]) {
  for (const [id, jti] of tokens) cache.remember(session(id, jti));
}

describe('SessionCache', () => {
  it('answers a remembered token until its time to live is over', () => {
    const clock = { now: 0 };
    const cache = new SessionCache(1000, 10, () => clock.now);
    cache.remember(session(1, 'a'));
    clock.now = 999;
    expect(cache.get('a')).toEqual(session(1, 'a'));
    clock.now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets one token, or every token of a member, and tells the other instances', () => {
    const cache = new SessionCache(1000, 10);
    const published: unknown[] = [];
    cache.publishWith((change) => published.push(change));
    rememberAll(cache, [
      [1, 'a'],
      [1, 'b'],
      [2, 'c'],
    ]);
    cache.forget({ userId: 1, jti: 'a' });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.forget({ userId: 1 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    expect(published).toEqual([{ userId: 1, jti: 'a' }, { userId: 1 }]);
  });

  it('applies another instance’s change without sending it back', () => {
    const cache = new SessionCache(1000, 10);
    const published: unknown[] = [];
    cache.publishWith((change) => published.push(change));
    cache.remember(session(1, 'a'));
    cache.forgetHere({ userId: 1 });
    expect(cache.get('a')).toBeUndefined();
    expect(published).toEqual([]);
  });

  it('holds at most its bound, dropping the oldest token first', () => {
    const cache = new SessionCache(1000, 2);
    rememberAll(cache, [
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ]);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    cache.forget({ userId: 1 });
    expect(cache.get('b')).toBeDefined();
  });
});
