import type { Locale, MessageKey } from '@common/i18n/locales';
import { localeOf } from '@server/i18n';
import {
  type Detail,
  HttpError,
  type LocalText,
  local,
  sayDetail,
  type ValidationIssue,
} from '@server/lib/errors';
import type { Logger } from '@server/lib/logger';
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
function sqlState(err: unknown): string | undefined {
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
const DATA_EXCEPTIONS: Record<string, MessageKey> = {
  '22001': 'errors.http.textTooLong',
  '22003': 'errors.http.numberOutOfRange',
  '22007': 'errors.http.dateMalformed',
  '22008': 'errors.http.dateOutOfRange',
  '22P02': 'errors.http.valueMalformed',
};

/** A detail in the caller's language: catalogue messages are said in it, strings as they are. */
function said(detail: Detail | ValidationIssue[], locale: Locale) {
  return Array.isArray(detail)
    ? detail.map((issue) => ({ ...issue, msg: sayDetail(issue.msg, locale) }))
    : sayDetail(detail, locale);
}

/**
 * Multer's refusals by their code (its messages are English only); one it may add later says
 * its own message.
 */
function uploadRefusal(err: multer.MulterError): LocalText {
  if (err.code === 'LIMIT_FILE_SIZE') return local('errors.http.fileTooLarge');
  if (err.code === 'LIMIT_FIELD_VALUE') return local('errors.http.bodyTooLarge');
  return local('errors.http.upload', { code: err.code, message: err.message });
}

/** One place maps every failure to `{detail}`; anything unknown is a 500 that leaks nothing. */
export function errorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    // Every answer below is said in the caller's language (docs/decisions.md "Languages").
    const locale = localeOf(req);
    const answer = (status: number, detail: Detail | ValidationIssue[]) =>
      res.status(status).json({ detail: said(detail, locale) });
    if (err instanceof HttpError) {
      res.set(err.headers);
      answer(err.status, err.detail);
      return;
    }
    if (err instanceof multer.MulterError) {
      const status = err.code === 'LIMIT_FILE_SIZE' || err.code === 'LIMIT_FIELD_VALUE' ? 413 : 400;
      answer(status, uploadRefusal(err));
      return;
    }
    const typed = err as { type?: string; status?: number };
    if (typed?.type === 'entity.too.large') {
      answer(413, local('errors.http.bodyTooLarge'));
      return;
    }
    if (typed?.type === 'entity.parse.failed') {
      answer(400, local('errors.http.malformedJson'));
      return;
    }
    // http-errors from Express's own middleware (static files, body parsing) carry a status.
    if (typeof typed?.status === 'number' && typed.status >= 400 && typed.status < 500) {
      answer(
        typed.status,
        local(typed.status === 404 ? 'errors.http.notFound' : 'errors.http.badRequest'),
      );
      return;
    }
    const state = sqlState(err);
    // A NUL character PostgreSQL cannot store, in input no schema looked at.
    if (state === '22021') {
      answer(422, [
        { loc: ['body'], msg: local('errors.http.nulCharacters'), type: 'nul_character' },
      ]);
      return;
    }
    if (state?.startsWith('22')) {
      // Logged: each one is a gap in a schema worth closing.
      logger.warn(
        { sqlState: state, method: req.method, url: req.originalUrl },
        'database refused a value',
      );
      answer(422, local(DATA_EXCEPTIONS[state] ?? 'errors.http.valueRefused'));
      return;
    }
    if (state === '23505') {
      answer(409, local('errors.http.alreadyExists'));
      return;
    }
    if (isDbConnectionError(err) || isDbConnectionError((err as { cause?: unknown })?.cause)) {
      res.set('Retry-After', '5');
      answer(503, local('errors.http.unavailable'));
      return;
    }
    logger.error({ err, method: req.method, url: req.originalUrl }, 'unhandled error');
    answer(500, local('errors.http.internal'));
  };
}
