import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Logger, requestContext } from '@server/lib/logger';
import type { NextFunction, Request, Response } from 'express';
import { pinoHttp } from 'pino-http';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

const REPORTED = 'failureReported';

/**
 * Marks a failure its module has already logged in its own words, e.g. the tile outage's
 * once-a-minute line (docs/product.md §6.7): the request's own line drops to debug, so an
 * outage is not an error-level stack trace per request.
 */
export function failureReported(res: Response) {
  res.locals[REPORTED] = true;
}

/**
 * One JSON log line per request, with a request id that is also in the response header and on
 * every line logged through req.log. An id from the proxy (X-Request-Id) is kept when sane.
 */
export function requestLog(logger: Logger) {
  const log = pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id =
        typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_req, res, err) {
      if ((res as Partial<Response>).locals?.[REPORTED]) return 'debug';
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/api/metrics' },
  });
  // Everything the request then logs, through any logger, carries its id (logger.ts mixin).
  return (req: Request, res: Response, next: NextFunction) =>
    log(req, res, () => requestContext.run({ requestId: String(req.id) }, next));
}
