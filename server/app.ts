import { compactAnswers } from '@server/http/compact-answers';
import { mountRoutes } from '@server/http/mount';
import { notFound } from '@server/lib/errors';
import { authenticate } from '@server/middleware/auth';
import { errorHandler } from '@server/middleware/error-handler';
import { photoReadsOnly } from '@server/modules/photos';
import { requestLog } from '@server/observability/request-log';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppContext } from './context';
import { apiRoutes } from './routes';
import { securityHeaders } from './security-headers';
import { spaRouter } from './spa';

export interface AppOptions {
  /** The built SPA, served with history fallback. */
  clientDir?: string | undefined;
  /** Routes ahead of every middleware: the bench's reference and job switch (bench/bench-server.ts). */
  firstRoutes?: ((app: Express) => void) | undefined;
}

/** The API under /api; with `clientDir`, also the built SPA with history fallback. */
export function createApp(ctx: AppContext, opts: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);
  app.set('etag', 'strong');
  // Only a caller that is not the production entry passes these (the bench's own server).
  opts.firstRoutes?.(app);
  app.use(helmet(securityHeaders(ctx.config)));
  app.use(compression());
  app.use(compactAnswers());
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
  api.use(express.json({ limit: '100kb' }));
  api.use(authenticate(ctx.tokens));
  api.use('/uploads', photoReadsOnly);
  api.use(mountRoutes(routes.filter((r) => !r.ownCredentials)));
  api.use(() => {
    throw notFound();
  });
  app.use('/api', api);

  if (opts.clientDir) app.use(spaRouter(opts.clientDir));

  app.use(errorHandler(ctx.logger));
  return app;
}
