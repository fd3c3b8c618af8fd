import { INTL_LOCALES, type Locale } from '@common/i18n/locales';

/**
 * The times members arrange (a pickup, docs/product.md §7.15; a swap day, §7.19): shown as one
 * range in the reader's language and the browser's time zone, typed as a day and two times.
 */

const spans = new Map<Locale, Intl.DateTimeFormat>();

/**
 * "Sat, Nov 28, 10:00 – 11:00 AM": a day and hours as Intl writes a range (the day said once).
 * Built once per language: building a format loads its locale data.
 */
export function timeSpan(locale: Locale, startsAt: string, endsAt: string): string {
  let format = spans.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    spans.set(locale, format);
  }
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-28": a moment's day in the browser's time zone, as a date input reads it. */
export const dayOf = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/** "09:30": a moment's time in the browser's time zone, as a time input reads it. */
export const timeOf = (at: Date) => `${pad(at.getHours())}:${pad(at.getMinutes())}`;

/** A day and a time typed in the browser's time zone, as a moment ("2026-11-28", "10:00"). */
export const momentOf = (day: string, time: string) => new Date(`${day}T${time}`);
