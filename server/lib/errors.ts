import { formatMessage, type MessageValues } from '@common/i18n/format';
import type { Locale, MessageKey } from '@common/i18n/locales';
import { english } from '@server/i18n';
import type { z } from 'zod';

/** A catalogue message, said in the caller's language when the error is answered. */
export interface LocalText {
  key: MessageKey;
  values?: MessageValues;
}
export type Detail = string | LocalText;
export const local = (key: MessageKey, values?: MessageValues): LocalText => ({ key, values });

/** A detail in `locale`: catalogue messages are said in it, strings as they are. */
export const sayDetail = (detail: Detail, locale: Locale): string =>
  typeof detail === 'string' ? detail : formatMessage(locale, detail.key, detail.values);

export interface ValidationIssue {
  loc: (string | number)[];
  msg: Detail;
  type: string;
}

/** An error that knows its HTTP status; the error middleware turns it into `{detail}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: Detail | ValidationIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof detail === 'string'
        ? detail
        : Array.isArray(detail)
          ? 'Validation failed'
          : english(detail.key, detail.values),
    );
  }
}

export const badRequest = (detail: Detail) => new HttpError(400, detail);
export const unauthorized = (detail: Detail = local('errors.http.notAuthenticated')) =>
  new HttpError(401, detail, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (detail: Detail = local('errors.http.forbidden')) =>
  new HttpError(403, detail);
export const notFound = (detail: Detail = local('errors.http.notFound')) =>
  new HttpError(404, detail);
export const conflict = (detail: Detail) => new HttpError(409, detail);
export const tooLarge = (detail: Detail) => new HttpError(413, detail);
export const unsupportedMedia = (detail: Detail) => new HttpError(415, detail);
export const unavailable = (detail: Detail = local('errors.http.unavailable')) =>
  new HttpError(503, detail, { 'Retry-After': '5' });

export function validationFailed(issues: ValidationIssue[]) {
  return new HttpError(422, issues);
}

/** Zod issues in the FastAPI-like shape docs/product.md §12.3's client joins (`msg` fields). */
export function fromZod(error: z.ZodError, location: 'body' | 'query' | 'path'): HttpError {
  return validationFailed(
    error.issues.map((issue) => ({
      loc: [location, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
      msg: issue.message,
      type: issue.code,
    })),
  );
}
