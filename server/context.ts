import type { Database, Db } from '@server/db/client';
import type { JobWorker } from '@server/jobs/worker';
import type { Clock } from '@server/lib/clock';
import type { Geocoder } from '@server/lib/geocoder';
import type { ImageStore } from '@server/lib/images';
import type { Logger } from '@server/lib/logger';
import type { Mailer } from '@server/lib/mailer';
import type { Limiter } from '@server/lib/rate-limit';
import type { SessionCache } from '@server/lib/session-cache';
import type { TokenResolver } from '@server/middleware/auth';
import type { Metrics } from '@server/observability/metrics';
import type { Realtime } from '@server/realtime/hub';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Config } from './config';

/**
 * Everything a module needs, built once at start-up and handed to each router. What a module
 * keeps here for others is added by that module (`declare module '@server/context'`, as the
 * listings module does for its Public tab pages), so this file imports no module and every
 * module may import it (docs/decisions.md "Layers").
 */
export interface AppContext {
  config: Config;
  /** The time for rules that move with it (a listing's end date); tests move a fake one. */
  clock: Clock;
  database: Database;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  images: ImageStore;
  /**
   * The upload rate limit and daily quota: one pair of counters (per server, or in Redis)
   * for every route that takes a file, so avatars and listing photos count together.
   */
  uploadLimits: RequestHandler;
  geocoder: Geocoder;
  limiter: Limiter;
  /**
   * The background jobs' workers, matches and deliveries (docs/decisions.md "Background jobs"):
   * woken by the database when a job is stored; tests `await idle()` before looking for what a
   * job does (a notification, an e-mail in the outbox, a push).
   */
  jobs: JobWorker;
  realtime: Realtime;
  redis: Redis | undefined;
  metrics: Metrics;
  /** Tokens accepted a moment ago; forget a member's or token's after changing them. */
  sessions: SessionCache;
  /** Bearer token → member, its lookup prepared once (the HTTP API and the socket both use it). */
  tokens: TokenResolver;
}
