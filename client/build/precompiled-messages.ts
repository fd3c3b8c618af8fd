import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /\/common\/i18n\/catalogues\/[a-z]+\.json$/;

/**
 * Turns each catalogue's ICU messages into the AST intl-messageformat formats from, at build
 * time (docs/decisions.md "Languages"): the browser then needs no message parser, and the
 * build fails on a message that does not parse. The result is still JSON, for Vite's own
 * JSON plugin to make a module of. Options match common/i18n/format.ts's PARSE_OPTIONS.
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'homegrown:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? '')) return undefined;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, parse(message, { ignoreTag: true })]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
