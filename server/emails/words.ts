import { categoryName } from '@common/codes';
import { formatMessage, type MessageValues } from '@common/i18n/format';
import type { Locale, MessageKey } from '@common/i18n/locales';
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

const CATEGORY_KEYS = {
  produce: 'email.category.produce',
  seeds: 'email.category.seeds',
  plants: 'email.category.plants',
  uncategorized: 'email.category.uncategorized',
} as const satisfies Record<ReturnType<typeof categoryName>, MessageKey>;

/** A listing's category as an e-mail names it ("produce", "cosecha"). */
export const categoryWord = (say: Say, categoryId: number) =>
  say(CATEGORY_KEYS[categoryName(categoryId)]);

/** Values for a select that only asks whether something is there. */
export const yesOrNo = (present: unknown) => (present ? 'yes' : 'no');
