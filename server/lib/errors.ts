import type { z } from 'zod';

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** An error that knows its HTTP status; the error middleware turns it into `{detail}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | ValidationIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Validation failed');
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Not authenticated') =>
  new HttpError(401, detail, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (detail = 'You do not have permission to do this') =>
  new HttpError(403, detail);
export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooLarge = (detail: string) => new HttpError(413, detail);
export const unsupportedMedia = (detail: string) => new HttpError(415, detail);
export const unavailable = (detail = 'Service temporarily unavailable') =>
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
