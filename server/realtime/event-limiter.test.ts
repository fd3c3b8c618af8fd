import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createEventLimiter } from './event-limiter';

const redisUrl = process.env.REDIS_URL_TEST ?? process.env.REDIS_URL;

describe('event limiter', () => {
  it('allows `limit` events per window and key in memory, then says how long to wait', async () => {
    const limiter = createEventLimiter({ name: 't', windowMs: 1000, limit: 2, enabled: true });
    expect(await limiter.hit('a')).toBe(0);
    expect(await limiter.hit('a')).toBe(0);
    const wait = await limiter.hit('a');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1000);
    expect(await limiter.hit('b')).toBe(0);
  });

  it('lets everything through when rate limits are off', async () => {
    const limiter = createEventLimiter({ name: 't', windowMs: 1000, limit: 0, enabled: false });
    expect(await limiter.hit('a')).toBe(0);
  });

  describe.skipIf(!redisUrl)(
    redisUrl ? 'with Redis' : 'with Redis: skipped, set REDIS_URL_TEST to run it (CI does)',
    () => {
      const redis = new Redis(redisUrl ?? '');
      afterAll(() => redis.quit());

      it('shares one count between processes (two limiters on one Redis)', async () => {
        const name = `test-${process.pid}-${Date.now()}`;
        const one = createEventLimiter({ name, windowMs: 5000, limit: 3, enabled: true, redis });
        const two = createEventLimiter({ name, windowMs: 5000, limit: 3, enabled: true, redis });
        expect(await one.hit('user:1')).toBe(0);
        expect(await two.hit('user:1')).toBe(0);
        expect(await one.hit('user:1')).toBe(0);
        expect(await two.hit('user:1')).toBeGreaterThan(0);
        expect(await two.hit('user:2')).toBe(0);
        expect(await redis.pttl(`rl:${name}:user:1`)).toBeGreaterThan(0);
      });
    },
  );
});
