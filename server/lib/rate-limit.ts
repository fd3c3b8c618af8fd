import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, type Options, rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { type RedisReply, RedisStore } from 'rate-limit-redis';

export interface LimitRule {
  /** Counter name; shared by every process through Redis when REDIS_URL is set. */
  name: string;
  windowMs: number;
  limit: number;
  /** What is counted: the client IP by default, or e.g. the account or address. */
  key?: (req: Request) => string | undefined;
  message?: string;
}

export type Limiter = (rule: LimitRule) => RequestHandler;

const passThrough: RequestHandler = (_req, _res, next) => next();

export function createLimiter(opts: { enabled: boolean; redis?: Redis | undefined }): Limiter {
  return (rule) => {
    if (!opts.enabled) return passThrough;
    const options: Partial<Options> = {
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: rule.name,
      // A Redis outage must not lock everyone out: counting pauses, requests go through.
      passOnStoreError: true,
      keyGenerator: (req) => {
        const custom = rule.key?.(req);
        return custom ? `k:${custom}` : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
      },
      handler: (_req, res, _next, options) => {
        res.status(options.statusCode).json({
          detail: rule.message ?? 'Too many requests. Please try again later.',
        });
      },
    };
    if (opts.redis) {
      const redis = opts.redis;
      options.store = new RedisStore({
        prefix: `rl:${rule.name}:`,
        sendCommand: (command: string, ...args: string[]) =>
          redis.call(command, ...args) as Promise<RedisReply>,
      });
    }
    return rateLimit(options);
  };
}
