import '@common/i18n/all-catalogues';
import { formatMessage, type MessageValues } from '@common/i18n/format';
import { type Locale, type MessageKey, negotiateLocale } from '@common/i18n/locales';
import type { Request } from 'express';

/**
 * The language to answer a request in (docs/decisions.md "Languages"): the signed-in member's
 * own, else the browser's Accept-Language, else English.
 */
export function localeOf(req: Request): Locale {
  return req.user?.locale ?? negotiateLocale(req.get('accept-language'));
}

/** A message in the request's language (route answers such as "a reset link was sent"). */
export function textFor(req: Request, key: MessageKey, values?: MessageValues): string {
  return formatMessage(localeOf(req), key, values);
}

/** A message in English: the texts tests and logs compare with. */
export function english(key: MessageKey, values?: MessageValues): string {
  return formatMessage('en', key, values);
}
