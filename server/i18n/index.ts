import '@common/i18n/all-catalogues';
import { currentLocale, formatMessage, type MessageValues } from '@common/i18n/format';
import { type Locale, type MessageKey, negotiateLocale } from '@common/i18n/locales';
import type { Request } from 'express';
import { z } from 'zod';

/**
 * A check the schemas give no message of their own (a body that is not an object, a list too
 * long) is said by zod, in English unless the input is checked in Spanish: then zod's own
 * Spanish messages (docs/decisions.md "Languages").
 */
const zodSpanish = z.locales.es().localeError;
z.config({ customError: (issue) => (currentLocale() === 'es' ? zodSpanish(issue) : undefined) });

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
