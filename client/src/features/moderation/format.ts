import { formatDate } from '@common/i18n/formats';
import type { Locale } from '@common/i18n/locales';
import type { ModerationActionName } from '@common/schemas/moderation';

/** The key of a desk button's words (docs/product.md §14.3). */
export const actionKey = (action: ModerationActionName) => `moderation.action.${action}` as const;

/** "12 May 2026, 14:05" as the reader's language writes it. */
export function formatWhen(locale: Locale, iso: string): string {
  return formatDate(locale, iso, 'dateTime');
}
