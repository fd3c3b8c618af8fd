import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale, type MessageKey } from './locales';
import type { Namespace } from './namespaces';

/**
 * The one formatter of Homegrown's texts, on the server and in the browser (docs/decisions.md
 * "Languages"): ICU MessageFormat through FormatJS's intl-messageformat. A catalogue file holds
 * each message as ICU source (the server, tests) or precompiled by the client build: a plain
 * string is then the final text, an array the AST to format from, so the browser carries no
 * parser.
 */
export type Catalogue = Record<string, string | MessageFormatElement[]>;
export type MessageValues = Record<string, string | number | Date>;

interface Entry {
  source: string | MessageFormatElement[];
  /** A precompiled message without placeholders: the text itself. */
  literal: boolean;
}

const catalogues = new Map<Locale, Map<string, Entry>>();
const compiled = new Map<string, IntlMessageFormat>();

const namespaces = new Map<Locale, Set<Namespace>>();

/**
 * Adds a namespace's file to a locale (`precompiled` when the client build made it,
 * client/build/precompiled-messages.ts).
 */
export function addCatalogue(
  locale: Locale,
  namespace: Namespace,
  messages: Catalogue,
  { precompiled = false }: { precompiled?: boolean } = {},
): void {
  const added = namespaces.get(locale) ?? new Set();
  namespaces.set(locale, added.add(namespace));
  const entries = catalogues.get(locale) ?? new Map<string, Entry>();
  catalogues.set(locale, entries);
  for (const [key, source] of Object.entries(messages)) {
    entries.set(key, { source, literal: precompiled && typeof source === 'string' });
    compiled.delete(`${locale}:${key}`);
  }
}

export function hasNamespace(locale: Locale, namespace: Namespace): boolean {
  return namespaces.get(locale)?.has(namespace) ?? false;
}

/**
 * Options both sides parse with: no rich-text tags, so `<` is plain text.
 * @internal
 */
export const PARSE_OPTIONS = { ignoreTag: true } as const;

/**
 * The message in `locale`, else in English when that catalogue lacks it or is not loaded yet,
 * else the key itself (never an exception: a missing text must not break a screen or an error).
 */
export function formatMessage(locale: Locale, key: MessageKey, values?: MessageValues): string {
  const own = catalogues.get(locale)?.get(key);
  const from = own ? locale : DEFAULT_LOCALE;
  const entry = own ?? catalogues.get(DEFAULT_LOCALE)?.get(key);
  if (!entry) return key;
  if (entry.literal) return entry.source as string;
  const cacheKey = `${from}:${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(entry.source, INTL_LOCALES[from], undefined, PARSE_OPTIONS);
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
