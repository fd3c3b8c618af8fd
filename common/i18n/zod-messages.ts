import { type MessageValues, text } from './format';
import type { MessageKey } from './locales';

/**
 * A zod error option whose message is made when the input is checked, in the current locale
 * (format.ts): `z.string(say('validation.emailRequired'))`, `.min(8, say(...))`.
 */
export function say(key: MessageKey, values?: MessageValues) {
  return { error: () => text(key, values) };
}
