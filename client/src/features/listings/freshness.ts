/**
 * How a listing's age and end date read on cards and pages (docs/product.md §7.14): "posted 2
 * days ago", "until Fri", in the reader's language; dates are the member's own (the
 * browser's) days.
 */

import { formatMessage } from '@common/i18n/format';
import { formatAge, formatDate } from '@common/i18n/formats';
import type { Locale } from '@common/i18n/locales';
import { DAY_MS } from '@common/time';

/** "posted just now", "posted 5 minutes ago", "posted an hour ago", "posted 2 days ago"… */
export function postedAgo(createdAt: string, now: Date, locale: Locale): string {
  return formatMessage(locale, 'format.postedAgo', { age: formatAge(locale, createdAt, now) });
}

/** Midnight starting the local day of `at`. */
const startOfDay = (at: Date) => new Date(at.getFullYear(), at.getMonth(), at.getDate());

/** Whole local days from today to the day of `at` (0 today, 1 tomorrow), DST-proof. */
function daysFromToday(at: Date, now: Date): number {
  return Math.round((startOfDay(at).getTime() - startOfDay(now).getTime()) / DAY_MS);
}

/**
 * "until today", "until tomorrow", "until Fri" within the week, "until Jun 14" further; "ended"
 * once past. Undefined for a listing that never ends.
 */
export function untilLabel(
  availableUntil: string | null,
  now: Date,
  locale: Locale,
): string | undefined {
  if (!availableUntil) return undefined;
  const at = new Date(availableUntil);
  if (at.getTime() <= now.getTime()) return formatMessage(locale, 'format.until.ended');
  const days = daysFromToday(at, now);
  if (days === 0) return formatMessage(locale, 'format.until.today');
  if (days === 1) return formatMessage(locale, 'format.until.tomorrow');
  const day = formatDate(locale, at, days < 7 ? 'weekday' : 'monthDay');
  return formatMessage(locale, 'format.until.day', { day });
}

/** A local day as a date input holds it: "2026-06-14". */
export function dateInputValue(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** A date input's day, `days` after today's. */
export const dayAhead = (now: Date, days: number) =>
  dateInputValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));

/** The end of a date input's day in the member's time zone, as the API takes it. */
export function endOfDay(value: string): string {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 23, 59, 59, 999).toISOString();
}
