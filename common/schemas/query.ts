import { z } from 'zod';
import { say } from '../i18n/zod-messages';
import { PAGE_DEFAULT, PAGE_MAX } from '../limits';
import { MAX_ID } from './ids';

/** Plain decimal notation, as a person or the app writes a number in a URL. */
const DECIMAL = /^-?\d{1,20}(\.\d{1,20})?$/;

/**
 * A number in a query string. Only decimal notation is read: `Number()` alone would take "",
 * "0x10", "1e3" or "Infinity" as numbers, so a made-up value would reach a query as
 * something nobody asked for. Anything else fails as `schema` says, a repeated parameter too.
 */
export function queryNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' && DECIMAL.test(v.trim()) ? Number(v) : v),
    schema,
  );
}

/** A whole number in `min`..`max`, with one message that says so for every way to miss. */
function wholeNumber(name: string, min: number, max: number) {
  const message = say('validation.fieldWholeNumberBetween', { name, min, max });
  return z.number(message).int(message).min(min, message).max(max, message);
}

export const queryInteger = (name: string, min: number, max: number) =>
  queryNumber(wholeNumber(name, min, max));

/** An id in a query string: a positive 32-bit integer, like every `serial` key. */
export const queryId = (name: string) => queryInteger(name, 1, MAX_ID);

/** How many items a page holds. */
export const pageLimit = queryNumber(wholeNumber('limit', 1, PAGE_MAX).default(PAGE_DEFAULT));

/** true or false, as the client writes a boolean in a URL. */
export const queryBoolean = (name: string) =>
  z
    .enum(['true', 'false'], say('validation.fieldTrueOrFalse', { name }))
    .transform((v) => v === 'true');
