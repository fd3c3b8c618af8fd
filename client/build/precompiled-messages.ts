import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /\/common\/i18n\/catalogues\/[a-z]+\/[a-z]+\.json$/;

/** A message without placeholders is its text; the rest stay the AST to format from. */
function compile(message: string): string | MessageFormatElement[] {
  const ast = parse(message, { ignoreTag: true });
  if (ast.length === 0) return '';
  const [only] = ast;
  return ast.length === 1 && only?.type === TYPE.literal ? only.value : ast;
}

/**
 * Turns each catalogue file's ICU messages into what intl-messageformat formats from, at build
 * time (docs/decisions.md "Languages"): the browser then needs no message parser, and the
 * build fails on a message that does not parse. Most messages have no placeholder and become
 * their plain text (a third of an AST's size). The result is still JSON, for Vite's own JSON
 * plugin to make a module of. Options match common/i18n/format.ts's PARSE_OPTIONS.
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'homegrown:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? '')) return undefined;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compile(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
