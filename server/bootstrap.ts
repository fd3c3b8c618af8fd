import { existsSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '@server/db/client';
import { waitingDeliveries } from '@server/deliveries/stats';
import { DELIVERY_KINDS, retriesOf, WORK_KINDS } from '@server/jobs/lanes';
import { combineWorkers, createJobWorker, JOBS_CHANNEL } from '@server/jobs/worker';
import { type Clock, systemClock } from '@server/lib/clock';
import { findUp } from '@server/lib/find-up';
import { createNominatimGeocoder, createOfflineGeocoder } from '@server/lib/geocoder';
import { createImageStore, uploadLimits } from '@server/lib/images';
import { createLogger, type Logger } from '@server/lib/logger';
import { createMailer } from '@server/lib/mailer';
import { createLimiter } from '@server/lib/rate-limit';
import { createSessionCache } from '@server/lib/session-cache';
import { createTokenResolver } from '@server/middleware/auth';
import { scheduleEventSweep } from '@server/modules/events';
import { ListingPages, scheduleFreshness } from '@server/modules/listings';
import { cloakStoredHomes } from '@server/modules/map';
import { applyModeratorEmails } from '@server/modules/moderation';
import { scheduleMessageDigest } from '@server/modules/notifications';
import { schedulePickupSweep } from '@server/modules/pickups';
import { scheduleSeasonWordsSweep } from '@server/modules/seasons';
import { scheduleSeasonSweep } from '@server/modules/wants';
import { createMetrics } from '@server/observability/metrics';
import { holdEmbeddedLock } from '@server/ops/embedded-lock';
import { createRealtime } from '@server/realtime/hub';
import { runJob } from '@server/wiring/job-handlers';
import { createAppSocketServer } from '@server/wiring/socket-server';
import type { Express } from 'express';
import { Redis } from 'ioredis';
import type { Server as SocketServer } from 'socket.io';
import { createApp } from './app';
import type { Config } from './config';
import type { AppContext } from './context';
import { scheduleHousekeeping } from './housekeeping';

/**
 * Builds the shared context around an opened database.
 * @internal
 */
export function createContext(
  config: Config,
  database: Database,
  logger: Logger,
  redis?: Redis,
): AppContext {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    logger,
    logLinks: config.env !== 'production',
  });
  const limiter = createLimiter({ enabled: config.rateLimits, redis });
  const sessions = createSessionCache();
  const ctx: AppContext = {
    config,
    clock: systemClock,
    database,
    db: database.db,
    logger,
    mailer,
    images: createImageStore(config.uploadsDir),
    geocoder: config.geocoderUrl
      ? createNominatimGeocoder(config.geocoderUrl, config.userAgent)
      : createOfflineGeocoder(),
    limiter,
    uploadLimits: uploadLimits(limiter),
    realtime: createRealtime(),
    redis,
    metrics: createMetrics(),
    listingPages: new ListingPages(),
    sessions,
    tokens: createTokenResolver(database.db, config.jwtSecret, sessions),
    // Replaced just below: the jobs need the context they are part of.
    jobs: undefined as unknown as AppContext['jobs'],
  };
  const lane = (kinds: readonly string[], concurrency: number) =>
    createJobWorker({
      db: database.db,
      logger,
      run: (job) => runJob(ctx, job),
      kinds,
      retries: retriesOf,
      concurrency,
    });
  const onPostgres = database.kind === 'postgres';
  ctx.jobs = combineWorkers(
    [
      // PGlite is one connection: matches side by side would only queue behind each other.
      lane(WORK_KINDS, onPostgres ? 2 : 1),
      // Deliveries mostly wait on other servers (SMTP, push services), so more run at once.
      lane(DELIVERY_KINDS, 4),
    ],
    { listen: database.listen && ((wake) => database.listen!(JOBS_CHANNEL, wake)), logger },
  );
  ctx.metrics.observeDeliveries(() => waitingDeliveries(database.db));
  return ctx;
}

export interface Running {
  http: HttpServer;
  io: SocketServer;
  ctx: AppContext;
  url: string;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The built SPA: dist/client beside dist/server (production, from the entry or a chunk of it)
 * or dist/client of the source tree.
 */
function findClientDir(): string | undefined {
  const candidates = (dir: string) => [path.join(dir, 'client'), path.join(dir, 'dist', 'client')];
  const built = (dir: string) => existsSync(path.join(dir, 'index.html'));
  const root = findUp(path.dirname(here), (dir) => candidates(dir).some(built));
  return root && candidates(root).find(built);
}

/** Where a browser on this machine opens the app: localhost, unless the host names one address. */
export function addressForPeople(host: string, url: string): string {
  const { port } = new URL(url);
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost', ''].includes(host);
  return `http://${local ? 'localhost' : host}:${port}`;
}

/** What a caller may choose besides the configuration: the built client to serve, the clock. */
export interface StartOptions {
  /** Defaults to the build beside this server (findClientDir). */
  clientDir?: string | undefined;
  /** Defaults to the system's; a journey that needs a later time passes one it can move. */
  clock?: Clock;
  /** Routes ahead of every middleware, given the context: only the bench's server passes them. */
  firstRoutes?: (app: Express, ctx: AppContext) => void;
}

export async function start(config: Config, options: StartOptions = {}): Promise<Running> {
  const logger = createLogger(config.logLevel);
  // Taken before the embedded database is opened: two processes on one folder corrupt it.
  const releaseLock = config.databaseUrl ? () => {} : holdEmbeddedLock(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    namedStatements: config.namedStatements,
  });
  await database.migrate();
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const ctx = createContext(config, database, logger, redis);
  if (options.clock) ctx.clock = options.clock;
  const cloaked = await cloakStoredHomes(database.db, config.locationKey);
  if (cloaked) logger.info({ members: cloaked }, 'cloaked the stored homes');
  // Before serving, so no session is cached with the old role (docs/product.md §14.3).
  const promoted = await applyModeratorEmails(database.db, config.moderatorEmails);
  if (promoted.length) logger.info({ members: promoted }, 'made the MODERATOR_EMAILS moderators');
  if (config.demoData) {
    const { seedDemoData } = await import('@server/demo/seed');
    await seedDemoData(ctx);
  }
  const clientDir = options.clientDir ?? findClientDir();
  if (!clientDir) logger.warn('no client build found: serving the API only (run npm run build)');
  const firstRoutes = options.firstRoutes;
  const app = createApp(ctx, {
    clientDir,
    firstRoutes: firstRoutes && ((app) => firstRoutes(app, ctx)),
  });
  const http = createServer(app);
  const io = createAppSocketServer(ctx, http);
  ctx.metrics.observeSockets(() => io.engine.clientsCount);
  if (database.poolStats) ctx.metrics.observePool(database.poolStats);
  if (database.statements) ctx.metrics.observeStatements(database.statements);
  await new Promise<void>((resolve) => http.listen(config.port, config.host, resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://127.0.0.1:${port}`;
  logger.info({ url, database: database.kind, redis: !!redis }, 'Homegrown is listening');
  const housekeeping = scheduleHousekeeping(ctx);
  const digest = scheduleMessageDigest(ctx);
  const freshness = scheduleFreshness(ctx);
  const pickupSweep = schedulePickupSweep(ctx);
  const eventSweep = scheduleEventSweep(ctx);
  const seasonSweep = scheduleSeasonSweep(ctx);
  const seasonWordsSweep = scheduleSeasonWordsSweep(ctx);
  ctx.jobs.start();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const housekeepingDone = housekeeping.stop();
      const digestDone = digest.stop();
      const freshnessDone = freshness.stop();
      const pickupSweepDone = pickupSweep.stop();
      const eventSweepDone = eventSweep.stop();
      const seasonSweepDone = seasonSweep.stop();
      const seasonWordsSweepDone = seasonWordsSweep.stop();
      const jobsDone = ctx.jobs.stop();
      // Stop accepting, let in-flight requests finish, then close the database last.
      // io.close() also closes the HTTP server, which waits for in-flight requests.
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
        http.closeIdleConnections();
      });
      redis?.disconnect();
      // A job under way finishes; the rest wait in the table for the next start or instance.
      // A stuck SMTP server must not hold the shutdown long: its e-mail, unfinished, is sent
      // again once the lease passes (docs/decisions.md "Deliveries").
      await Promise.race([jobsDone, new Promise((r) => setTimeout(r, 5000).unref())]);
      await housekeepingDone;
      await digestDone;
      await freshnessDone;
      await pickupSweepDone;
      await eventSweepDone;
      await seasonSweepDone;
      await seasonWordsSweepDone;
      await database.close();
      releaseLock();
      logger.info('Homegrown stopped');
    })();
    return closing;
  };
  return { http, io, ctx, url, close };
}
