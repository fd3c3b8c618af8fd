import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PARSE_OPTIONS } from '@common/i18n/format';
import { INTL_LOCALES, LOCALES, type Locale } from '@common/i18n/locales';
import { CLIENT_NAMESPACES, NAMESPACES, type Namespace } from '@common/i18n/namespaces';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { accentAll } from '../../client/src/lib/i18n/pseudo';

/**
 * The language a run of the screens is in (docs/decisions.md "Languages"), and how a screen's
 * English words read in it: the screens wait for "Login", which Spanish says "Iniciar sesión"
 * and the pseudo-locale "Ĺóĝíñ ĺóŕ". A text is found in English's catalogue (placeholders
 * read back from it, "1 friend" and "Sign up to message rosa_grows" too) and said again in
 * the run's language; a text no message makes (a listing's title, a name) stays as it is.
 */
export type Language = 'en' | 'es' | 'pseudo';
export type Say = (english: string | RegExp) => string | RegExp;

type Values = Record<string, string | number>;

interface Message {
  namespace: Namespace;
  key: string;
  /** Each way the English reads (a plural's branches apart), as a pattern with its names. */
  readings: { pattern: RegExp; names: string[]; fixed: Values; words: string }[];
  literal: string;
}

/** Read from disk: Playwright's loader would need an import attribute for JSON modules. */
const CATALOGUE_FILES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      NAMESPACES.map((ns) => [
        ns,
        JSON.parse(
          readFileSync(
            path.join(import.meta.dirname, '../../common/i18n/catalogues', locale, `${ns}.json`),
            'utf8',
          ),
        ) as Record<string, string>,
      ]),
    ),
  ]),
) as Record<Locale, Record<Namespace, Record<string, string>>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Reading {
  source: string;
  names: string[];
  /** A select's choice this reading took ("other" is any value the message has no branch for). */
  fixed: Values;
  /** The reading's own literal words. */
  words: string;
}

/** The patterns of one message: literals as they are, a placeholder as any text. */
function readingsOf(elements: MessageFormatElement[]): Reading[] {
  let readings: Reading[] = [{ source: '', names: [], fixed: {}, words: '' }];
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      for (const r of readings) {
        r.source += escapeRegExp(element.value);
        r.words += element.value;
      }
    } else if (element.type === TYPE.pound) {
      for (const r of readings) {
        r.source += '(\\d[\\d,.]*)';
        r.names.push('#');
      }
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      const plural = element.type === TYPE.plural;
      const branches = Object.entries(element.options).flatMap(([choice, option]) =>
        readingsOf(option.value).map((b) => ({
          ...b,
          fixed: plural
            ? b.fixed
            : { ...b.fixed, [element.value]: choice === 'other' ? '\u0000' : choice },
        })),
      );
      readings = readings.flatMap((r) =>
        branches.map((b) => ({
          source: r.source + b.source,
          names: [...r.names, ...b.names.map((n) => (n === '#' ? element.value : n))],
          fixed: { ...r.fixed, ...b.fixed },
          words: r.words + b.words,
        })),
      );
    } else {
      for (const r of readings) {
        r.source += '(.+?)';
        r.names.push(element.value);
      }
    }
  }
  return readings;
}

const literalOf = (elements: MessageFormatElement[]): string =>
  elements
    .map((e) => (e.type === TYPE.literal ? e.value : '\u0000'))
    .join('')
    .split('\u0000')
    .sort((a, b) => b.length - a.length)[0] ?? '';

const ENGLISH: Message[] = (
  Object.entries(CATALOGUE_FILES.en) as [Namespace, Record<string, string>][]
)
  // The app's own words first: a text the screens wait for is the app's, not an e-mail's.
  .sort(
    ([a], [b]) =>
      Number(CLIENT_NAMESPACES.includes(b as never)) -
      Number(CLIENT_NAMESPACES.includes(a as never)),
  )
  .flatMap(([namespace, messages]) =>
    Object.entries(messages).map(([key, source]) => {
      const ast = parse(String(source), PARSE_OPTIONS);
      return {
        namespace,
        key,
        literal: literalOf(ast),
        readings: readingsOf(ast).map((r) => ({
          pattern: new RegExp(`^${r.source}$`),
          names: r.names,
          fixed: r.fixed,
          words: r.words,
        })),
      };
    }),
  );

function find(english: string): { message: Message; values: Values } | undefined {
  // A message of placeholders alone ("{distance} {unit}") would read back any text.
  for (const message of ENGLISH)
    for (const { pattern, names, fixed, words } of message.readings) {
      // A reading of placeholders alone ("{distance} {unit}") would read back any text.
      if (!/\p{L}/u.test(words)) continue;
      const match = pattern.exec(english);
      if (!match) continue;
      const values: Values = { ...fixed };
      names.forEach((name, i) => {
        const value = match[i + 1] ?? '';
        values[name] = /^\d+$/.test(value) ? Number(value) : value;
      });
      return { message, values };
    }
  return undefined;
}

function sourceIn(language: Language, message: Message): MessageFormatElement[] {
  const files = CATALOGUE_FILES[language === 'es' ? 'es' : 'en'];
  const source = files[message.namespace][message.key] ?? '';
  const ast = parse(source, PARSE_OPTIONS);
  // The words without the pseudo-locale's padding: screens are searched for a part of a text.
  return language === 'pseudo' ? accentAll(ast) : ast;
}

/** How English words read in `language`: the same words in English. */
export function sayIn(language: Language): Say {
  if (language === 'en') return (english) => english;
  return (english) => {
    if (typeof english !== 'string') {
      const message = ENGLISH.find((m) => m.literal && english.test(m.literal));
      if (!message || (language === 'pseudo' && !isClients(message))) return english;
      return new RegExp(escapeRegExp(literalOf(sourceIn(language, message))));
    }
    const found = find(english);
    if (!found || (language === 'pseudo' && !isClients(found.message))) return english;
    const tag = INTL_LOCALES[language === 'es' ? 'es' : 'en'];
    return String(
      new IntlMessageFormat(sourceIn(language, found.message), tag).format(found.values),
    );
  };
}

/** The pseudo-locale is the browser's alone: the server says its own texts in English. */
const isClients = (message: Message) =>
  (CLIENT_NAMESPACES as readonly string[]).includes(message.namespace);
