import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Geocoder } from './lib/geocoder';
import type { ImageStore } from './lib/images';
import type { Logger } from './lib/logger';
import type { MailQueue } from './lib/mail-queue';
import type { Mailer } from './lib/mailer';
import type { Limiter } from './lib/rate-limit';
import type { SessionCache } from './lib/session-cache';
import type { SharedAnswers } from './lib/shared-answers';
import type { PublicPage } from './modules/listings/public-pages';
import type { Metrics } from './observability/metrics';
import type { Realtime } from './realtime/hub';

/** Everything a module needs, built once at start-up and handed to each router. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  /** E-mails sent after the request (match alerts, password resets), bounded. */
  mailQueue: MailQueue;
  images: ImageStore;
  geocoder: Geocoder;
  limiter: Limiter;
  realtime: Realtime;
  redis: Redis | undefined;
  metrics: Metrics;
  /** Tokens accepted a moment ago; forget a member's or token's after changing them. */
  sessions: SessionCache;
  /** The marketplace's Public tab pages, shared by their viewers for a moment. */
  publicPages: SharedAnswers<PublicPage>;
}
