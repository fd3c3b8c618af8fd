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

/** The badge's text: the count, or "99+" above 99 (docs/product.md §2.3). */
export function badgeText(count: number, cap = 99): string {
  return count > cap ? `${cap}+` : String(count);
}
