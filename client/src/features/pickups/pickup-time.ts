import { INTL_LOCALES, type Locale } from '@common/i18n/locales';

const spans = new Map<Locale, Intl.DateTimeFormat>();

/**
 * "Sat, Nov 28, 10:00 – 11:00 AM": a pickup's day and hours in the reader's language and the
 * browser's time zone (docs/product.md §7.15), as Intl writes a range (the day said once).
 * Built once per language: building a format loads its locale data.
 */
export function pickupSpan(locale: Locale, startsAt: string, endsAt: string): string {
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
