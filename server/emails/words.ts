import { formatMessage, type MessageValues } from '@common/i18n/format';
import type { Locale, MessageKey } from '@common/i18n/locales';
import { categoryKey } from '@common/listing-labels';
import '@server/i18n';

/**
 * The catalogue in one recipient's language: every e-mail is written in the language its
 * recipient chose (`users.locale`), never the requester's (docs/decisions.md "Languages").
 */
export type Say = (key: MessageKey, values?: MessageValues) => string;

export const wordsIn =
  (locale: Locale): Say =>
  (key, values) =>
    formatMessage(locale, key, values);

/** A listing's category as an e-mail names it ("produce", "cosecha"). */
export const categoryWord = (say: Say, categoryId: number) => say(categoryKey(categoryId));

/** Values for a select that only asks whether something is there. */
export const yesOrNo = (present: unknown) => (present ? 'yes' : 'no');
