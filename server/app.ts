import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppContext } from './context';
import { mountRoutes } from './http/mount';
import { notFound } from './lib/errors';
import { afterChanges } from './middleware/after-changes';
import { authenticate } from './middleware/auth';
import { errorHandler } from './middleware/error-handler';
import { authRouter } from './modules/auth/router';
import { friendsRouter } from './modules/friends/router';
import { healthRouter } from './modules/health/router';
import { listingsRouter } from './modules/listings/router';
import { mapRouter } from './modules/map/router';
import { tilesRouter } from './modules/map/tiles-router';
import { messagesRouter } from './modules/messages/router';
import { notificationsRouter } from './modules/notifications/router';
import { servePhotos } from './modules/photos/serve';
import { siteRouter } from './modules/site/router';
import { usersRouter } from './modules/users/router';
import { wantsRouter } from './modules/wants/router';
import { metricsRouter } from './observability/metrics-route';
import { requestLog } from './observability/request-log';
import { openApiRouter } from './openapi/router';
import { apiRoutes } from './routes';
import { securityHeaders } from './security-headers';
import { spaRouter } from './spa';

/** The API under /api; with `clientDir`, also the built SPA with history fallback. */
export function createApp(ctx: AppContext, opts: { clientDir?: string } = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);
  app.set('etag', 'strong');
  // `npm run bench` only: a bare route before any middleware, the framework's ceiling.
  if (process.env.BENCH_REFERENCE === '1') {
    app.get('/api/bench/reference', (_req, res) => {
      res.json({ ok: true });
    });
  }
  app.use(helmet(securityHeaders(ctx.config)));
  app.use(compression());
  app.use(requestLog(ctx.logger));
  const instanceId = ctx.config.instanceId;
  if (instanceId) {
    app.use((_req, res, next) => {
      res.set('X-Served-By', instanceId);
      next();
    });
  }

  const routes = apiRoutes(ctx);
  const api = express.Router();
  api.use(ctx.metrics.middleware);
  api.use(mountRoutes(routes.filter((r) => r.ownCredentials)));
  api.use(metricsRouter(ctx));
  api.use(express.json({ limit: '100kb' }));
  api.use(authenticate(ctx.db, ctx.config.jwtSecret, ctx.sessions));
  api.use(afterChanges(() => ctx.publicPages.clear()));
  api.use(healthRouter(ctx));
  api.use(siteRouter(ctx));
  api.use(openApiRouter(ctx));
  api.use('/uploads', servePhotos(ctx));
  api.use(mountRoutes(routes.filter((r) => !r.ownCredentials)));
  // Order matters: the more specific prefixes come before the routers with /:id routes.
  api.use('/auth/friends', friendsRouter(ctx));
  api.use('/auth', authRouter(ctx));
  api.use('/auth', usersRouter(ctx));
  api.use('/listings/want-listings', wantsRouter(ctx));
  api.use('/listings', listingsRouter(ctx));
  api.use('/messages', messagesRouter(ctx));
  api.use('/map', mapRouter(ctx));
  api.use('/notifications', notificationsRouter(ctx));
  api.use(tilesRouter(ctx));
  api.use(() => {
    throw notFound('Not found');
  });
  app.use('/api', api);

  if (opts.clientDir) app.use(spaRouter(opts.clientDir));

  app.use(errorHandler(ctx.logger));
  return app;
}
