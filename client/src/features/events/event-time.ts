import { INTL_LOCALES, type Locale } from '@common/i18n/locales';

const spans = new Map<Locale, Intl.DateTimeFormat>();

/**
 * "Sat, May 3, 10:00 AM – 2:00 PM": a swap day's day and hours in the reader's language and the
 * browser's time zone (docs/product.md §7.19), written as pickups' times are (§7.15): one range,
 * the day said once. Built once per language: building a format loads its locale data.
 */
export function eventSpan(locale: Locale, startsAt: string, endsAt: string): string {
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
