import { localeOf } from '@server/i18n';
import type { Request, RequestHandler, Response } from 'express';
import {
  type ClientRateLimitInfo,
  ipKeyGenerator,
  MemoryStore,
  type Options,
  rateLimit,
  type Store,
} from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { type RedisReply, RedisStore } from 'rate-limit-redis';
import { type Detail, local, sayDetail } from './errors';

/** @internal */
export interface LimitRule {
  /** Counter name; shared by every process through Redis when REDIS_URL is set. */
  name: string;
  windowMs: number;
  limit: number;
  /** What is counted: the client IP by default, or e.g. the account or address. */
  key?: (req: Request) => string | undefined;
  /** What the refusal says; "Too many requests" unless given. */
  message?: Detail;
  /**
   * Which answers count against the limit; every request counts when absent. Counting only
   * failures (e.g. wrong passwords) lets people who succeed never run into the limit.
   */
  counts?: (res: Response) => boolean;
  /** Requests this rule neither counts nor stops. */
  skip?: (req: Request) => boolean | Promise<boolean>;
}

/** A rule's middleware, with a way to clear one key's count (`key` as the rule's `key` gives it). */
type LimitHandler = RequestHandler & { clear(key: string): Promise<void> };

/** Keys remembered for a while, shared through Redis like the counters. */
interface Marks {
  add(key: string): Promise<void>;
  has(key: string): Promise<boolean>;
}

export interface Limiter {
  (rule: LimitRule): LimitHandler;
  /** A named set of keys, each forgotten about `ttlMs` after it was first added. */
  marks(name: string, ttlMs: number): Marks;
}

/** The client address as every rule counts it (an IPv6 client by its /56). */
export const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

const passThrough: LimitHandler = Object.assign<RequestHandler, { clear: LimitHandler['clear'] }>(
  (_req, _res, next) => next(),
  { clear: async () => {} },
);
const noMarks: Marks = { add: async () => {}, has: async () => false };

export function createLimiter(opts: { enabled: boolean; redis?: Redis | undefined }): Limiter {
  const storeFor = (name: string): Store | undefined => {
    const redis = opts.redis;
    if (!redis) return undefined;
    return new RedisStore({
      prefix: `rl:${name}:`,
      sendCommand: (command: string, ...args: string[]) =>
        redis.call(command, ...args) as Promise<RedisReply>,
    });
  };
  const customKey = (key: string) => `k:${key}`;

  const limiter = (rule: LimitRule): LimitHandler => {
    if (!opts.enabled) return passThrough;
    const counts = rule.counts;
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
        return custom ? customKey(custom) : `ip:${addressOf(req)}`;
      },
      handler: (req, res, _next, options) => {
        res.status(options.statusCode).json({
          detail: sayDetail(rule.message ?? local('errors.http.tooManyRequests'), localeOf(req)),
        });
      },
      ...(counts && {
        skipSuccessfulRequests: true,
        requestWasSuccessful: (_req: Request, res: Response) => !counts(res),
      }),
      ...(rule.skip && { skip: rule.skip }),
    };
    const store = storeFor(rule.name);
    if (store) options.store = store;
    const middleware = rateLimit(options);
    return Object.assign(middleware, {
      async clear(key: string) {
        try {
          await middleware.resetKey(customKey(key));
        } catch {
          // Like counting, clearing pauses while Redis is away.
        }
      },
    });
  };

  const marks = (name: string, ttlMs: number): Marks => {
    if (!opts.enabled) return noMarks;
    const store = storeFor(`mark:${name}`) ?? new MemoryStore();
    const ready = Promise.resolve(store.init?.({ windowMs: ttlMs } as Options)).catch(() => {});
    return {
      async add(key) {
        await ready;
        await Promise.resolve(store.increment(key)).catch(() => {});
      },
      async has(key) {
        await ready;
        const info: ClientRateLimitInfo | undefined = await Promise.resolve(store.get?.(key)).catch(
          () => undefined,
        );
        return (info?.totalHits ?? 0) > 0;
      },
    };
  };

  return Object.assign(limiter, { marks });
}
