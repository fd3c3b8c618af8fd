import { describe, expect, it } from 'vitest';
import { type Session, SessionCache } from './session-cache';

const session = (id: number, jti: string): Session => ({
  id,
  username: `g${id}`,
  moderator: false,
  jti,
  exp: 0,
});
/** A stand-in for a signed token: the cache only ever hashes it. */
const tokenOf = (id: number, jti: string, extra = '') => `header.${id}.${jti}${extra}.signature`;

/** Remembers a token per [member, jti] pair, in order. */
function rememberAll(cache: SessionCache, tokens: [number, string][]) {
  for (const [id, jti] of tokens) cache.remember(tokenOf(id, jti), session(id, jti));
}

describe('SessionCache', () => {
  it('answers a remembered token until its time to live is over', () => {
    const clock = { now: 0 };
    const cache = new SessionCache(1000, 10, () => clock.now);
    cache.remember(tokenOf(1, 'a'), session(1, 'a'));
    clock.now = 999;
    expect(cache.get(tokenOf(1, 'a'))).toEqual(session(1, 'a'));
    clock.now = 1000;
    expect(cache.get(tokenOf(1, 'a'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('answers only the very token it accepted, not another one with the same jti', () => {
    const cache = new SessionCache(1000, 10);
    cache.remember(tokenOf(1, 'a'), session(1, 'a'));
    expect(cache.get(tokenOf(1, 'a'))).toEqual(session(1, 'a'));
    expect(cache.get(tokenOf(2, 'a'))).toBeUndefined();
    expect(cache.get(tokenOf(1, 'a', '-tampered'))).toBeUndefined();
    expect(cache.get('a')).toBeUndefined();
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
    expect(cache.get(tokenOf(1, 'a'))).toBeUndefined();
    expect(cache.get(tokenOf(1, 'b'))).toBeDefined();
    cache.forget({ userId: 1 });
    expect(cache.get(tokenOf(1, 'b'))).toBeUndefined();
    expect(cache.get(tokenOf(2, 'c'))).toBeDefined();
    expect(cache.size).toBe(1);
    expect(published).toEqual([{ userId: 1, jti: 'a' }, { userId: 1 }]);
  });

  it('forgets by jti every token that carried it', () => {
    const cache = new SessionCache(1000, 10);
    cache.remember(tokenOf(1, 'a'), session(1, 'a'));
    cache.remember(tokenOf(1, 'a', '-second-copy'), session(1, 'a'));
    cache.remember(tokenOf(1, 'b'), session(1, 'b'));
    cache.forget({ userId: 1, jti: 'a' });
    expect(cache.get(tokenOf(1, 'a'))).toBeUndefined();
    expect(cache.get(tokenOf(1, 'a', '-second-copy'))).toBeUndefined();
    expect(cache.get(tokenOf(1, 'b'))).toBeDefined();
    expect(cache.size).toBe(1);
  });

  it('applies another instance’s change without sending it back', () => {
    const cache = new SessionCache(1000, 10);
    const published: unknown[] = [];
    cache.publishWith((change) => published.push(change));
    cache.remember(tokenOf(1, 'a'), session(1, 'a'));
    cache.forgetHere({ userId: 1 });
    expect(cache.get(tokenOf(1, 'a'))).toBeUndefined();
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
    expect(cache.get(tokenOf(1, 'a'))).toBeUndefined();
    cache.forget({ userId: 1 });
    expect(cache.get(tokenOf(2, 'b'))).toBeDefined();
  });
});
