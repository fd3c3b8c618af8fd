import { formatDate } from '@common/i18n/formats';
import type { Locale } from '@common/i18n/locales';

/** docs/product.md §10.4: the time only if sent today, otherwise month, day and time. */
export function formatMessageTime(iso: string, now: Date, locale: Locale): string {
  const at = new Date(iso);
  const sameDay =
    at.getFullYear() === now.getFullYear() &&
    at.getMonth() === now.getMonth() &&
    at.getDate() === now.getDate();
  return formatDate(locale, at, sameDay ? 'time' : 'monthDayTime');
}
