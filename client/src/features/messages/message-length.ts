import { MESSAGE_MAX } from '@common/limits';

/** From this many characters left, the composer counts down (docs/product.md §10.4). */
export const COUNTDOWN_FROM = 200;

/** Said when a message over the server's limit (MESSAGE_MAX) is sent; the text is kept. */
export const MESSAGE_TOO_LONG = `Messages can be at most ${MESSAGE_MAX.toLocaleString('en-US')} characters`;

/** Counted as the server counts: the trimmed text, in UTF-16 units (common/schemas/messages.ts). */
export const messageLength = (text: string) => text.trim().length;

export const isTooLong = (text: string) => messageLength(text) > MESSAGE_MAX;

const characters = (n: number) => `${n} ${n === 1 ? 'character' : 'characters'}`;

/** The count under the input near the limit ("120 characters left"), or nothing before it. */
export function lengthNote(text: string): string | undefined {
  const left = MESSAGE_MAX - messageLength(text);
  if (left > COUNTDOWN_FROM) return undefined;
  return left >= 0 ? `${characters(left)} left` : `${characters(-left)} too many`;
}
