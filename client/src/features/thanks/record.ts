import { formatMessage } from '@common/i18n/format';
import { formatDate } from '@common/i18n/formats';
import type { Locale } from '@common/i18n/locales';
import type { MemberStats } from '@common/schemas/users';

const DAY_HOURS = 24;

/**
 * A member's record as one line's parts (docs/product.md §7.17): "Shared 12", "Received 4",
 * "9 thanks", "usually replies within 2 hours", "member since March". What is zero or unknown is
 * left out; the month alone within this year, with its year before.
 */
function recordParts(stats: MemberStats, locale: Locale, now: Date): string[] {
  const parts: string[] = [];
  if (stats.given) parts.push(formatMessage(locale, 'thanks.record.given', { count: stats.given }));
  if (stats.received)
    parts.push(formatMessage(locale, 'thanks.record.received', { count: stats.received }));
  if (stats.thanks)
    parts.push(formatMessage(locale, 'thanks.record.thanks', { count: stats.thanks }));
  const hours = stats.reply_hours;
  if (hours !== null) {
    // "within": the median rounded up, to whole hours, or to days past one.
    parts.push(
      hours > DAY_HOURS
        ? formatMessage(locale, 'thanks.record.replyDays', { count: Math.ceil(hours / DAY_HOURS) })
        : formatMessage(locale, 'thanks.record.replyHours', {
            count: Math.max(1, Math.ceil(hours)),
          }),
    );
  }
  const since = new Date(stats.member_since);
  const style = since.getFullYear() === now.getFullYear() ? 'month' : 'monthYear';
  parts.push(
    formatMessage(locale, 'thanks.record.since', { when: formatDate(locale, since, style) }),
  );
  return parts;
}

/** The parts joined, the first one capitalised: it starts the line whichever it is. */
export function recordLine(stats: MemberStats, locale: Locale, now: Date): string {
  const line = recordParts(stats, locale, now).join(' · ');
  return line.charAt(0).toLocaleUpperCase(locale) + line.slice(1);
}
