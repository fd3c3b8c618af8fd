import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { fromZod, validationFailed } from './errors';

type Location = 'body' | 'query' | 'params';

declare global {
  namespace Express {
    interface Request {
      /** Parsed, validated input; Express 5's req.query is read-only, so it lives here. */
      input: Record<string, unknown>;
    }
  }
}

/** Validates one part of the request with a shared zod schema and merges it into req.input. */
export function validate(schema: z.ZodType, where: Location = 'body') {
  return (req: Request, _res: Response, next: NextFunction) => {
    const raw = where === 'body' ? (req.body ?? {}) : req[where];
    refuseNul(raw, where === 'params' ? 'path' : where);
    const result = schema.safeParse(raw);
    if (!result.success) throw fromZod(result.error, where === 'params' ? 'path' : where);
    req.input = { ...(req.input ?? {}), ...(result.data as Record<string, unknown>) };
    next();
  };
}

/** The parsed input, typed by the schema that validated it. */
export function inputOf<S extends z.ZodType>(req: Request, _schema: S): z.infer<S> {
  return req.input as z.infer<S>;
}

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** A 422 naming the field that holds a NUL character, for input read without validate(). */
export function refuseNul(value: unknown, where: 'body' | 'query' | 'path') {
  const nul = nulAt(value);
  if (nul)
    throw validationFailed([{ loc: [where, ...nul], msg: NUL_MESSAGE, type: 'nul_character' }]);
}

/**
 * Where a NUL character hides in the input, if anywhere: PostgreSQL cannot store one in text,
 * so it would otherwise fail deep in a query as a 500 instead of a clear 422 up front.
 */
export function nulAt(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = key.includes('\u0000') ? [...path, key] : nulAt(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
