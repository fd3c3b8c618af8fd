import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { pseudoCatalogue } from './pseudo';

describe('the pseudo-locale', () => {
  it('accents every letter and makes a message about 30 % longer', () => {
    const { title } = pseudoCatalogue({ title: 'Find gardeners near you' }) as { title: string };
    expect(title.startsWith('Fíñð ĝáŕðéñéŕš ñéáŕ ýóú ')).toBe(true);
    expect(title.length).toBeGreaterThanOrEqual(Math.ceil('Find gardeners near you'.length * 1.3));
  });

  it('keeps placeholders and plural branches working', () => {
    const source = '{count, plural, one {# listing near {city}} other {# listings near {city}}}';
    const ast = parse(source, { ignoreTag: true });
    const { count } = pseudoCatalogue({ count: ast });
    const text = new IntlMessageFormat(count!, 'en').format({ count: 3, city: 'Ogden' });
    expect(text).toMatch(/^3 ĺíšţíñĝš ñéáŕ Ogden /);
    expect(String(text).length).toBeGreaterThan('3 listings near Ogden'.length);
  });
});
