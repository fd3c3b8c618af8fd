import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { HttpError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { NUL_MESSAGE } from '../lib/validate';

function isDbConnectionError(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' || // admin shutdown
    code === '57P03' || // cannot connect now
    code === '08006' ||
    code === '08001' ||
    (err instanceof Error &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(
        err.message,
      ))
  );
}

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
}

/** One place maps every failure to `{detail}`; anything unknown is a 500 that leaks nothing. */
export function errorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (err instanceof HttpError) {
      res.set(err.headers).status(err.status).json({ detail: err.detail });
      return;
    }
    if (err instanceof multer.MulterError) {
      const status = err.code === 'LIMIT_FILE_SIZE' || err.code === 'LIMIT_FIELD_VALUE' ? 413 : 400;
      const detail =
        err.code === 'LIMIT_FILE_SIZE'
          ? 'File too large'
          : err.code === 'LIMIT_FIELD_VALUE'
            ? 'Request body too large'
            : err.message;
      res.status(status).json({ detail });
      return;
    }
    const typed = err as { type?: string; status?: number };
    if (typed?.type === 'entity.too.large') {
      res.status(413).json({ detail: 'Request body too large' });
      return;
    }
    if (typed?.type === 'entity.parse.failed') {
      res.status(400).json({ detail: 'Malformed JSON body' });
      return;
    }
    // http-errors from Express's own middleware (static files, body parsing) carry a status.
    if (typeof typed?.status === 'number' && typed.status >= 400 && typed.status < 500) {
      res.status(typed.status).json({ detail: typed.status === 404 ? 'Not found' : 'Bad request' });
      return;
    }
    // A NUL character PostgreSQL cannot store, in input no validate() looked at.
    if (pgCode(err) === '22021') {
      res.status(422).json({
        detail: [{ loc: ['body'], msg: NUL_MESSAGE, type: 'nul_character' }],
      });
      return;
    }
    // Backstop for values a schema let through but PostgreSQL cannot hold (out of range,
    // malformed): the client's input, not a server failure.
    if (pgCode(err) === '22003' || pgCode(err) === '22P02') {
      res.status(422).json({ detail: 'A value is out of range or malformed' });
      return;
    }
    if (pgCode(err) === '23505') {
      res.status(409).json({ detail: 'Already exists' });
      return;
    }
    if (isDbConnectionError(err) || isDbConnectionError((err as { cause?: unknown })?.cause)) {
      res.set('Retry-After', '5').status(503).json({ detail: 'Service temporarily unavailable' });
      return;
    }
    logger.error({ err, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(500).json({ detail: 'Internal server error' });
  };
}
