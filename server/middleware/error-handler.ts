import { formatMessage } from '@common/i18n/format';
import type { Locale } from '@common/i18n/locales';
import { localeOf } from '@server/i18n';
import { type Detail, HttpError, type ValidationIssue } from '@server/lib/errors';
import type { Logger } from '@server/lib/logger';
import { NUL_MESSAGE } from '@server/lib/nul-characters';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';

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

/**
 * The SQLSTATE of a database error however it arrives: node-postgres and PGlite both raise an
 * error with `code`, and Drizzle wraps either in an error whose `cause` holds it.
 */
export function sqlState(err: unknown): string | undefined {
  let current = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/**
 * Class 22 ("data exception") is PostgreSQL refusing a value: a date that does not exist, a
 * number out of range, text too long or malformed. Schemas should refuse such input first;
 * this is the one backstop that keeps any they miss a 422 rather than a 500.
 */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22001': 'A text value is too long',
  '22003': 'A number is out of range',
  '22007': 'A date or time is malformed',
  '22008': 'A date or time is out of range',
  '22P02': 'A value is malformed',
};

/** A detail in the caller's language: catalogue messages are said in it, strings as they are. */
function said(detail: Detail | ValidationIssue[], locale: Locale) {
  const one = (d: Detail) => (typeof d === 'string' ? d : formatMessage(locale, d.key, d.values));
  return Array.isArray(detail)
    ? detail.map((issue) => ({ ...issue, msg: one(issue.msg) }))
    : one(detail);
}

/** One place maps every failure to `{detail}`; anything unknown is a 500 that leaks nothing. */
export function errorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (err instanceof HttpError) {
      res
        .set(err.headers)
        .status(err.status)
        .json({ detail: said(err.detail, localeOf(req)) });
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
    const state = sqlState(err);
    // A NUL character PostgreSQL cannot store, in input no schema looked at.
    if (state === '22021') {
      res.status(422).json({
        detail: [{ loc: ['body'], msg: NUL_MESSAGE, type: 'nul_character' }],
      });
      return;
    }
    if (state?.startsWith('22')) {
      // Logged: each one is a gap in a schema worth closing.
      logger.warn(
        { sqlState: state, method: req.method, url: req.originalUrl },
        'database refused a value',
      );
      res.status(422).json({
        detail: DATA_EXCEPTIONS[state] ?? 'A value is out of range or malformed',
      });
      return;
    }
    if (state === '23505') {
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
