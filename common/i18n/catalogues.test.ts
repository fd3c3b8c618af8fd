import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from './catalogues/en.json';
import es from './catalogues/es.json';
import { PARSE_OPTIONS } from './format';
import { LOCALES } from './locales';

/** Every catalogue says everything English says, no more, with the same placeholders. */
const catalogues: Record<string, Record<string, string>> = { en, es };

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
  it('has one per locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly English keys', (locale) => {
    const keys = Object.keys(catalogues[locale]!);
    const missing = Object.keys(en).filter((k) => !keys.includes(k));
    const extra = keys.filter((k) => !(k in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)('every %s message parses, with English placeholders', (locale) => {
    for (const [key, message] of Object.entries(catalogues[locale]!)) {
      const ast = parse(message, PARSE_OPTIONS);
      const english = parse(en[key as keyof typeof en] ?? '', PARSE_OPTIONS);
      expect([key, [...placeholders(ast)].sort()]).toEqual([
        key,
        [...placeholders(english)].sort(),
      ]);
      expect(message.trim(), key).not.toBe('');
    }
  });
});
