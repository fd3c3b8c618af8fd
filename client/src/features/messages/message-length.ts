import { formatMessage } from '@common/i18n/format';
import { formatNumber } from '@common/i18n/formats';
import type { Locale } from '@common/i18n/locales';
import { MESSAGE_MAX } from '@common/limits';

/** From this many characters left, the composer counts down (docs/product.md §10.4). */
const COUNTDOWN_FROM = 200;

/** Said when a message over the server's limit (MESSAGE_MAX) is sent; the text is kept. */
export function tooLongText(locale: Locale): string {
  return formatMessage(locale, 'messages.length.tooLong', {
    max: formatNumber(locale, MESSAGE_MAX),
  });
}

/** Counted as the server counts: the trimmed text, in UTF-16 units (common/schemas/messages.ts). */
const messageLength = (text: string) => text.trim().length;

export const isTooLong = (text: string) => messageLength(text) > MESSAGE_MAX;

/** The count under the input near the limit ("120 characters left"), or nothing before it. */
export function lengthNote(text: string, locale: Locale): string | undefined {
  const left = MESSAGE_MAX - messageLength(text);
  if (left > COUNTDOWN_FROM) return undefined;
  return left >= 0
    ? formatMessage(locale, 'messages.length.left', { count: left })
    : formatMessage(locale, 'messages.length.tooMany', { count: -left });
}
