import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from './locales';

/**
 * The one formatter of Homegrown's texts, on the server and in the browser (docs/decisions.md
 * "Languages"): ICU MessageFormat through FormatJS's intl-messageformat. A catalogue holds each
 * message as ICU source (the server, tests) or as the AST the client build precompiled it to,
 * so the browser carries no parser.
 */
export type Catalogue = Record<MessageKey, string | MessageFormatElement[]>;
export type MessageValues = Record<string, string | number | Date>;

const catalogues = new Map<Locale, Catalogue>();
const compiled = new Map<string, IntlMessageFormat>();

export function addCatalogue(locale: Locale, catalogue: Catalogue): void {
  catalogues.set(locale, catalogue);
  for (const key of compiled.keys()) if (key.startsWith(`${locale}:`)) compiled.delete(key);
}

export function hasCatalogue(locale: Locale): boolean {
  return catalogues.has(locale);
}

/** Options both sides parse with: no rich-text tags, so `<` is plain text. */
export const PARSE_OPTIONS = { ignoreTag: true } as const;

/**
 * The message in `locale`, else in English when that catalogue lacks it or is not loaded yet,
 * else the key itself (never an exception: a missing text must not break a screen or an error).
 */
export function formatMessage(locale: Locale, key: MessageKey, values?: MessageValues): string {
  const from = catalogues.get(locale)?.[key] !== undefined ? locale : DEFAULT_LOCALE;
  const source = catalogues.get(from)?.[key];
  if (source === undefined) return key;
  const cacheKey = `${from}:${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(source, from, undefined, PARSE_OPTIONS);
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}

let ambient: Locale = DEFAULT_LOCALE;

/** The locale texts are made in when no one names one: the browser's chosen language. */
export function currentLocale(): Locale {
  return ambient;
}

export function setCurrentLocale(locale: Locale): void {
  ambient = locale;
}

/**
 * Runs `work` (synchronous: nothing else can run meanwhile) with `locale` as the current one:
 * the server validates a request's input in its caller's language this way.
 */
export function withLocale<T>(locale: Locale, work: () => T): T {
  const before = ambient;
  ambient = locale;
  try {
    return work();
  } finally {
    ambient = before;
  }
}

/** A message in the current locale, e.g. a schema's error made when the input is checked. */
export function text(key: MessageKey, values?: MessageValues): string {
  return formatMessage(ambient, key, values);
}
