import { CATEGORIES } from '@common/codes';
import { AVAILABLE_UNTIL_MAX_DAYS, FRESH_DAYS } from '@common/schemas/listings';
import { DAY_MS } from '@common/time';
import { type LocalText, local, validationFailed } from '@server/lib/errors';

/** What a new produce listing, and a renewed listing, gets: a week (docs/product.md §7.14). */
const freshUntil = (now: Date) => new Date(now.getTime() + FRESH_DAYS * DAY_MS);

/**
 * The latest date an owner may pick: 30 days ahead, the 30th day counted to its end wherever
 * the member lives (the form sends the end of the chosen day in the member's time zone, which
 * is at most a day after now + 30 days).
 */
const latest = (now: Date) => new Date(now.getTime() + (AVAILABLE_UNTIL_MAX_DAYS + 1) * DAY_MS);

/** What a refused end date says (docs/product.md §7.14), in the caller's language. */
const REFUSED = {
  past: local('validation.availableUntilPast'),
  tooFar: local('validation.availableUntilTooFar', { max: AVAILABLE_UNTIL_MAX_DAYS }),
  produce: local('validation.produceNeedsEndDate', { max: AVAILABLE_UNTIL_MAX_DAYS }),
};

const refused = (msg: LocalText) =>
  validationFailed([{ loc: ['body', 'available_until'], msg, type: 'value_error' }]);

function checked(until: Date, now: Date): Date {
  if (until.getTime() <= now.getTime()) throw refused(REFUSED.past);
  if (until.getTime() > latest(now).getTime()) throw refused(REFUSED.tooFar);
  return until;
}

const isProduce = (categoryId: number) => categoryId === CATEGORIES.produce;

/** A new listing's end date: the one asked for, else a week for produce and none otherwise. */
export function availableUntilOnCreate(
  now: Date,
  categoryId: number,
  asked: Date | null | undefined,
): Date | null {
  if (asked) return checked(asked, now);
  if (asked === null && isProduce(categoryId)) throw refused(REFUSED.produce);
  return isProduce(categoryId) ? freshUntil(now) : null;
}

/** The freshness columns an edit sets (none when it leaves them alone). */
export interface AvailabilityChange {
  availableUntil?: Date | null;
  expiredAt?: null;
  expiryRemindedAt?: null;
}

/**
 * An edit's effect on the end date (docs/product.md §7.14): a new date (or none, for seeds and
 * plants) puts an expired listing back on offer and earns its own reminder; produce always
 * keeps one, so a listing that becomes produce without a date gets a week.
 */
export function availabilityOnUpdate(
  now: Date,
  current: { categoryId: number; availableUntil: Date | null },
  input: { category_id?: number | undefined; available_until?: Date | null | undefined },
): AvailabilityChange {
  const produce = isProduce(input.category_id ?? current.categoryId);
  const renewed = (availableUntil: Date | null): AvailabilityChange => ({
    availableUntil,
    expiredAt: null,
    expiryRemindedAt: null,
  });
  if (input.available_until === undefined) {
    return produce && current.availableUntil === null ? renewed(freshUntil(now)) : {};
  }
  if (input.available_until === null) {
    if (produce) throw refused(REFUSED.produce);
    return renewed(null);
  }
  return renewed(checked(input.available_until, now));
}

/**
 * Renewing: another week from now, or the date already set if that is later (renewing never
 * shortens what the owner chose).
 */
export function renewedUntil(now: Date, current: Date | null): Date {
  const week = freshUntil(now);
  return current && current.getTime() > week.getTime() ? current : week;
}
