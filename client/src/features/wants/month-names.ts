import type { Locale } from '@common/i18n/locales';

/** The twelve months, 1 (January) to 12 (December) (docs/product.md §8.11). */
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** A month's name in the reader's language, from Intl: "Jul", "July"; "jul", "julio". */
export function monthName(locale: Locale, month: number, width: 'short' | 'long'): string {
  // Mid-month at noon UTC, read in UTC: no time zone moves it into the next or previous month.
  return new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(
    Date.UTC(2024, month - 1, 15, 12),
  );
}

/** A want's months as its owner reads them: "Jul Aug Sep" (empty: all year, said elsewhere). */
export function monthsText(locale: Locale, months: readonly number[]): string {
  return [...months]
    .sort((a, b) => a - b)
    .map((m) => monthName(locale, m, 'short'))
    .join(' ');
}
