import { z } from 'zod';
import { say } from '../i18n/zod-messages';

/** docs/product.md §7.14: how long a listing is on offer. */
export const FRESH_DAYS = 7;
export const AVAILABLE_UNTIL_MAX_DAYS = 30;
/**
 * What is said when the date is refused, in English as tests read it; the schema and the
 * server say it in the current language (`validation.availableUntil*`).
 * @internal
 */
export const AVAILABLE_UNTIL_MESSAGES = {
  format: 'available_until must be a date (YYYY-MM-DD) or a date and time (ISO 8601)',
  past: 'available_until must be in the future',
  tooFar: `available_until can be at most ${AVAILABLE_UNTIL_MAX_DAYS} days ahead`,
  produce: `Produce always has an end date: pick one at most ${AVAILABLE_UNTIL_MAX_DAYS} days ahead`,
};

/**
 * When a listing stops being on offer: a date and time, or a date alone (the end of that day,
 * UTC); null (or an empty form field) for none. How far ahead depends on the clock, so the
 * service checks that.
 */
export const availableUntil = z
  .union(
    [z.null(), z.literal(''), z.iso.date(), z.iso.datetime({ offset: true })],
    say('validation.availableUntilFormat'),
  )
  .transform((v) => {
    if (v === null || v === '') return null;
    return new Date(v.length === 10 ? `${v}T23:59:59.999Z` : v);
  });
