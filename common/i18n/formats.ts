import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time';
import { formatMessage } from './format';
import { INTL_LOCALES, type Locale } from './locales';

/**
 * Numbers, prices, dates and ages as each locale writes them, through Intl (docs/decisions.md
 * "Languages"). Every formatter is built once per locale and options and kept: building one
 * loads ICU's locale data, a long task on a phone if it happened once per card.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `n:${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(id) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], options);
    formatters.set(id, format);
  }
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `d:${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(id) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], options);
    formatters.set(id, format);
  }
  return format;
}

/** "1,234.5" / "1234,5" as the locale groups and marks decimals. */
export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/**
 * Dollars ("$1,234.50"); `short` drops ".00" from whole amounts ("$4"), what fits a map
 * marker. Never negative: a price is not.
 */
export function formatPrice(locale: Locale, amount: number, { short = false } = {}): string {
  const cents = Math.round(Math.max(0, amount) * 100);
  const whole = short && cents % 100 === 0;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** The named styles dates take across the app. */
const DATE_STYLES = {
  /** "Fri" */
  weekday: { weekday: 'short' },
  /** "Jun 14" */
  monthDay: { month: 'short', day: 'numeric' },
  /** "Jun 14, 2026" */
  date: { dateStyle: 'medium' },
  /** "3:05 PM" */
  time: { hour: 'numeric', minute: '2-digit' },
  /** "Jun 14, 3:05 PM" */
  monthDayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Jun 14, 2026, 3:05 PM" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "June 2026" */
  monthYear: { month: 'long', year: 'numeric' },
  /** "June" */
  month: { month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** A date in one of the app's styles; `timeZone` for a reader elsewhere (an e-mail's). */
export function formatDate(
  locale: Locale,
  at: Date | string,
  style: DateStyle,
  timeZone?: string,
): string {
  const options = timeZone ? { ...DATE_STYLES[style], timeZone } : DATE_STYLES[style];
  return dateFormat(locale, options).format(typeof at === 'string' ? new Date(at) : at);
}

/**
 * "just now", "5 minutes ago", "an hour ago", "2 days ago"… in the locale's words and plural
 * rules (the catalogue's `format.age.*`, ICU plurals over Intl.PluralRules): Intl's own
 * RelativeTimeFormat says "1 hour ago", where Homegrown has always said "an hour ago".
 */
export function formatAge(locale: Locale, at: Date | string, now: Date): string {
  const ms = Math.max(0, now.getTime() - new Date(at).getTime());
  if (ms < MINUTE_MS) return formatMessage(locale, 'format.age.justNow');
  if (ms < HOUR_MS)
    return formatMessage(locale, 'format.age.minutes', { count: Math.floor(ms / MINUTE_MS) });
  if (ms < DAY_MS)
    return formatMessage(locale, 'format.age.hours', { count: Math.floor(ms / HOUR_MS) });
  const days = Math.floor(ms / DAY_MS);
  if (days < 30) return formatMessage(locale, 'format.age.days', { count: days });
  if (days < 365)
    return formatMessage(locale, 'format.age.months', { count: Math.floor(days / 30) });
  return formatMessage(locale, 'format.age.years', { count: Math.floor(days / 365) });
}
