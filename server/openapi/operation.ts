import type { z } from 'zod';

/** One documented API operation; request shapes are the same zod schemas the routes use. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI style, e.g. /api/listings/{id}. */
  path: string;
  summary: string;
  tag: string;
  /** none: open to all; optional: guests get less; required: 401 without a token. */
  auth: 'none' | 'optional' | 'required';
  body?: z.ZodType;
  bodyType?: 'json' | 'form' | 'multipart';
  query?: z.ZodType;
  /** What a success answers, in words (the JSON shapes are the shapes of docs/product.md §7.1 and its API tables). */
  returns: string;
  status?: number;
}
