import type { SeasonMonth } from '@common/schemas/seasons';

/** This month (1–12) and the next, by the reader's own calendar. */
export function thisAndNext(today: Date): [number, number] {
  const month = today.getMonth() + 1;
  return [month, (month % 12) + 1];
}

/** A month's name in the reader's language ("June", "junio"), standalone as a heading. */
export function monthName(locale: string, month: number): string {
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 15)),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

export function wordsOf(months: SeasonMonth[], month: number) {
  return months.find((m) => m.month === month)?.top ?? [];
}
