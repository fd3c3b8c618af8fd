import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES } from './all-catalogues';
import { PARSE_OPTIONS } from './format';
import { LOCALES, type Locale } from './locales';
import { CORE_PREFIXES, NAMESPACES, type Namespace, namespaceOf } from './namespaces';

/**
 * Every locale says everything English says, no more, with the same placeholders, in the
 * same namespace files; each key lives in the file its first segment names.
 */
const read = (locale: Locale, namespace: Namespace) => CATALOGUE_FILES[locale][namespace];

/** The names a message's placeholders use, nested plural and select branches included. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
  }
  return into;
}

describe('the message catalogues', () => {
  it('has every namespace’s file for every locale', () => {
    expect(Object.keys(CATALOGUE_FILES).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES)
      expect(Object.keys(CATALOGUE_FILES[locale]).sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(NAMESPACES)('keeps every key of %s in its own file', (namespace) => {
    const misplaced = Object.keys(read('en', namespace)).filter(
      (key) => namespaceOf(key) !== namespace || !key.includes('.'),
    );
    expect(misplaced, `core holds keys starting ${CORE_PREFIXES.join(', ')}`).toEqual([]);
  });

  const pairs = (locales: readonly Locale[]) =>
    locales.flatMap((locale) => NAMESPACES.map((ns) => [locale, ns] as const));

  it.each(pairs(LOCALES.filter((l) => l !== 'en')))(
    '%s/%s has exactly English keys',
    (locale, namespace) => {
      const english = read('en', namespace);
      const keys = Object.keys(read(locale, namespace));
      const missing = Object.keys(english).filter((k) => !keys.includes(k));
      const extra = keys.filter((k) => !(k in english));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(pairs(LOCALES))(
    'every %s/%s message parses, with English placeholders',
    (locale, namespace) => {
      const english = read('en', namespace);
      for (const [key, message] of Object.entries(read(locale, namespace))) {
        const ast = parse(message, PARSE_OPTIONS);
        const reference = parse(english[key] ?? '', PARSE_OPTIONS);
        expect([key, [...placeholders(ast)].sort()]).toEqual([
          key,
          [...placeholders(reference)].sort(),
        ]);
        expect(message.trim(), key).not.toBe('');
      }
    },
  );
});
