import { formatDate, formatNumber } from '@common/i18n/formats';
import { INTL_LOCALES, type Locale } from '@common/i18n/locales';
import { HOUR_MS } from '@common/time';
import { wordsIn } from './words';

/**
 * How far the sun's time may run ahead of a member's clock time (the eastern edge of a time
 * zone in winter): taking the day this much earlier names the chosen day for an end the form
 * set at the end of a day, whatever the member's real time zone.
 */
const LEEWAY_MS = 2 * HOUR_MS;

/** common/i18n/formats.ts has no long weekday ("Friday", "viernes"): one per locale here. */
const weekdays = new Map<Locale, Intl.DateTimeFormat>();
function weekdayOf(locale: Locale, day: Date): string {
  let format = weekdays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' });
    weekdays.set(locale, format);
  }
  return format.format(day);
}

/**
 * The day a listing ends, as an e-mail names it in its recipient's language ("Friday 14
 * June", "viernes 14 de junio"). Members have no time zone on file, only a home: the sun's
 * time at its longitude stands in for their clock (docs/decisions.md "Freshness"); UTC when
 * the home is unknown.
 */
export function endingDay(at: Date, longitude: number | null, locale: Locale): string {
  const offsetMs = longitude === null ? 0 : Math.round(longitude / 15) * HOUR_MS;
  // The member's clock time, read as UTC.
  const day = new Date(at.getTime() + offsetMs - LEEWAY_MS);
  return wordsIn(locale)('email.expiring.day', {
    weekday: weekdayOf(locale, day),
    day: formatNumber(locale, day.getUTCDate()),
    month: formatDate(locale, day, 'month', 'UTC'),
  });
}
