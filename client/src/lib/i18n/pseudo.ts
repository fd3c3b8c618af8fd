import type { Catalogue } from '@common/i18n/format';
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * The pseudo-locale (docs/decisions.md "Languages"): English with every letter accented and
 * each message about 30 % longer, so a screen that clips or overflows a longer language's
 * words shows it in English's layout (e2e/screens.spec.ts runs the screens in it at 390 px).
 * Chosen on a device with localStorage `locale` = "pseudo"; never offered to members.
 */
const ACCENTS: Record<string, string> = Object.fromEntries(
  [...'aeioucnszygltdrhwAEIOUCNSZYGLTDRHW'].map((c, i) => [
    c,
    [...'áéíóúçñšžýĝĺţðŕĥŵÁÉÍÓÚÇÑŠŽÝĜĹŢÐŔĤŴ'][i] ?? c,
  ]),
);
/** Words of a typical letter width, spaced so a longer text can wrap as a real one would. */
// i18n-exempt: the pseudo-locale's own filler, in no language
const FILLER = 'ĺóŕéḿ íṕšúḿ ðóĺóŕ šíţ áḿéţ ';

const accent = (text: string) => text.replace(/[a-zA-Z]/g, (c) => ACCENTS[c] ?? c);

function padding(length: number): string {
  const extra = Math.ceil(length * 0.3);
  return extra
    ? ` ${FILLER.repeat(Math.ceil(extra / FILLER.length))
        .slice(0, extra)
        .trim()}`
    : '';
}

/** The letters a message shows, placeholders left out. */
function literalLength(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) length += element.value.length;
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      const first = Object.values(element.options)[0];
      if (first) length += literalLength(first.value);
    }
  }
  return length;
}

/** A message's words accented, placeholders kept, nothing added: what a test looks for. */
export function accentAll(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return {
        ...element,
        options: Object.fromEntries(
          Object.entries(element.options).map(([name, option]) => [
            name,
            { ...option, value: accentAll(option.value) },
          ]),
        ),
      } as MessageFormatElement;
    return element;
  });
}

/** A precompiled catalogue file (client/build/precompiled-messages.ts) in the pseudo-locale. */
export function pseudoCatalogue(messages: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      if (typeof message === 'string') return [key, accent(message) + padding(message.length)];
      const pad = padding(literalLength(message));
      const padded: MessageFormatElement[] = pad
        ? [...accentAll(message), { type: TYPE.literal, value: pad }]
        : accentAll(message);
      return [key, padded];
    }),
  );
}
