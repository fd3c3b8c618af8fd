import type { Redis } from 'ioredis';

export interface EventLimiter {
  /** Counts one event for `key`; answers how long to wait when over the limit, else 0. */
  hit(key: string): Promise<number>;
}

// INCR and the window's expiry in one round trip, atomically: a fixed window per key.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

/**
 * A rate limit for socket events, which the HTTP limiter cannot see. With Redis the counters
 * are shared by every server process, as the HTTP limits are; without it they are per process.
 */
export function createEventLimiter(opts: {
  name: string;
  windowMs: number;
  limit: number;
  enabled: boolean;
  redis?: Redis | undefined;
}): EventLimiter {
  if (!opts.enabled) return { hit: async () => 0 };
  const { redis } = opts;
  if (redis) {
    return {
      async hit(key) {
        try {
          const [count, ttl] = (await redis.eval(
            HIT_SCRIPT,
            1,
            `rl:${opts.name}:${key}`,
            String(opts.windowMs),
          )) as [number, number];
          return count > opts.limit ? Math.max(ttl, 1) : 0;
        } catch {
          // Redis down: let the message through rather than stop every conversation.
          return 0;
        }
      },
    };
  }
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        // Forget finished windows now and then, so the map stays small.
        if (windows.size > 10_000)
          for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
        w = { count: 0, resetAt: now + opts.windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count > opts.limit ? w.resetAt - now : 0;
    },
  };
}
