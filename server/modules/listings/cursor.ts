import type { MessageKey } from '@common/i18n/locales';
import { MAX_ID } from '@common/schemas/ids';
import { PRICE_MAX } from '@common/schemas/listings';
import type { ListingSort } from '@common/sorts';
import { type LocalText, local, validationFailed } from '@server/lib/errors';
import { z } from 'zod';

/** The sorts with more than one key: their cursors carry a list of keys. */
const MANY_KEYS: ReadonlySet<ListingSort> = new Set(['relevance']);

/**
 * Keyset cursors: the sort keys (as PostgreSQL prints them, so no precision is lost) and the
 * id of the last listing on a page, tied to the sort they were made for. Opaque to clients,
 * who get the next one in the X-Next-Cursor header.
 */
export function encodeCursor(sort: ListingSort, keys: string[], id: number): string {
  const key = MANY_KEYS.has(sort) ? keys : keys[0];
  return Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');
}

/**
 * What each refused part says, in the caller's language: these schemas' messages are the
 * keys of these texts, said once the refusal is answered (the cursor is read outside the
 * request's validation).
 */
const REFUSALS = {
  'validation.cursorForSort': local('validation.cursorForSort'),
  'errors.listings.cursorDate': local('errors.listings.cursorDate'),
  'errors.listings.cursorPrice': local('errors.listings.cursorPrice', { max: String(PRICE_MAX) }),
  'errors.listings.cursorId': local('errors.listings.cursorId', { max: String(MAX_ID) }),
} satisfies Partial<Record<MessageKey, LocalText>>;
type Refusal = keyof typeof REFUSALS;
const CURSOR_MESSAGE: Refusal = 'validation.cursorForSort';
const CURSOR_DATE_MESSAGE: Refusal = 'errors.listings.cursorDate';
const CURSOR_PRICE_MESSAGE: Refusal = 'errors.listings.cursorPrice';
const CURSOR_ID_MESSAGE: Refusal = 'errors.listings.cursorId';
const refusal = (message: string | undefined) =>
  REFUSALS[message as Refusal] ?? REFUSALS[CURSOR_MESSAGE];

/** `2024-05-01 12:34:56.123456+02`, as timestamptz::text prints it, or the ISO form. */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|([+-])(\d{2})(?::?(\d{2})(?::(\d{2}))?)?)?$/;

/**
 * A time PostgreSQL will read as the instant it names: every field within its calendar range
 * (PostgreSQL refuses 2024-02-30 or year 0 with an error, and would roll 24:00 or a leap
 * second over), and a year a listing can have been created in.
 */
function isRealTime(text: string): boolean {
  const m = TIMESTAMP.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[];
  const [offsetHours, offsetMinutes, offsetSeconds] = [m[8], m[9], m[10]].map((v) =>
    Number(v ?? 0),
  );
  if (year! < 1970 || month! < 1 || month! > 12 || day! < 1) return false;
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return (
    day! <= daysInMonth &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHours! <= 15 &&
    offsetMinutes! <= 59 &&
    offsetSeconds! <= 59
  );
}

const timeKey = z.string({ error: CURSOR_DATE_MESSAGE }).refine(isRealTime, CURSOR_DATE_MESSAGE);
// numeric(10, 2) prints at most 8 digits before the point.
const priceKey = z
  .string({ error: CURSOR_PRICE_MESSAGE })
  .regex(/^\d{1,8}(\.\d{1,2})?$/, CURSOR_PRICE_MESSAGE);
// float8 as PostgreSQL prints it ("12.3", "1.5e-05"), or Infinity for a listing with no place.
const kmKey = z
  .string({ error: CURSOR_MESSAGE })
  .regex(/^(\d{1,8}(\.\d{1,17})?(e-\d{1,3})?|Infinity)$/, CURSOR_MESSAGE);
const id = z
  .number({ error: CURSOR_ID_MESSAGE })
  .int(CURSOR_ID_MESSAGE)
  .min(1, CURSOR_ID_MESSAGE)
  .max(MAX_ID, CURSOR_ID_MESSAGE);

const KEYS: Record<ListingSort, z.ZodType<string> | z.ZodType<string[]>> = {
  newest: timeKey,
  oldest: timeKey,
  'price-low': priceKey,
  'price-high': priceKey,
  distance: kmKey,
  // In the title or not, km away, created (search-order.ts).
  relevance: z.tuple([z.enum(['0', '1'], { error: CURSOR_MESSAGE }), kmKey, timeKey], {
    error: CURSOR_MESSAGE,
  }),
};

const schemas = new Map<ListingSort, z.ZodType<[ListingSort, string | string[], number]>>();
function cursorSchema(sort: ListingSort) {
  let schema = schemas.get(sort);
  if (!schema) {
    schema = z.tuple([z.literal(sort, { error: CURSOR_MESSAGE }), KEYS[sort], id], {
      error: CURSOR_MESSAGE,
    });
    schemas.set(sort, schema);
  }
  return schema;
}

/**
 * Reads a cursor back, every part checked before it reaches SQL: a cursor is client input
 * like any other, and a made-up one must be a clear 422 (docs/decisions.md "Hostile input").
 */
export function decodeCursor(cursor: string, sort: ListingSort): { keys: string[]; id: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema(sort).safeParse(parsed);
  if (result.success) {
    const key = result.data[1];
    return { keys: typeof key === 'string' ? [key] : key, id: result.data[2] };
  }
  throw validationFailed([
    {
      loc: ['query', 'cursor'],
      msg: refusal(result.error.issues[0]?.message),
      type: 'value_error',
    },
  ]);
}
