import fc from 'fast-check';
import { sync, type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { calendarFile } from './ical';

/**
 * A calendar file must read back, in a maintained parser, as the member wrote it (docs/product.md
 * §7.15, §7.19): whatever they typed, each property survives, and the file is RFC 5545's shape.
 */

const event = (text: { summary: string; description: string; location: string }) =>
  calendarFile({
    product: 'Swap days',
    uid: 'event-7',
    appUrl: 'https://homegrown.example',
    now: new Date('2026-09-01T10:00:00Z'),
    startsAt: new Date('2026-09-12T17:00:00Z'),
    endsAt: new Date('2026-09-12T20:00:00Z'),
    path: '/events/7',
    status: 'CONFIRMED',
    ...text,
  });

function parsed(file: string) {
  const found = Object.values(sync.parseICS(file)).filter((c) => c?.type === 'VEVENT');
  expect(found).toHaveLength(1);
  return found[0] as VEvent;
}

/** What a reader gets back: one line break for each of the member's, no other control. */
const asRead = (text: string) =>
  text
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters the file drops
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');

/** Lines of the file as RFC 5545 §3.1 wants them: CRLF, at most 75 octets, no control inside. */
function expectWellFormed(file: string) {
  expect(file.endsWith('\r\n')).toBe(true);
  for (const line of file.slice(0, -2).split('\r\n')) {
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: what no line may carry
    expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/);
  }
}

describe('calendarFile', () => {
  it('keeps a note with a lone CR, NEL, U+2028, U+2029 and other controls readable', () => {
    const description = 'Side gate\rthen left\u2028by the shed\u2029ring\u0085twice\u0007\u001b!';
    const location = 'Laurelhurst Park\u2028by the pond\u000b, east side; near the oak';
    const file = event({ summary: 'Seed swap\r\nautumn', description, location });
    expectWellFormed(file);
    const read = parsed(file);
    expect(read.summary).toBe('Seed swap\nautumn');
    expect(read.description).toBe('Side gate\nthen left\nby the shed\nring\ntwice!');
    expect(read.location).toBe('Laurelhurst Park\nby the pond, east side; near the oak');
  });

  it('folds long values at 75 octets without splitting a character', () => {
    const description = `${'Ñandú 🌱 tomates, '.repeat(40)}fin`;
    const file = event({ summary: 'Long', description, location: 'Here' });
    expectWellFormed(file);
    expect(parsed(file).description).toBe(description);
  });

  it('reads back any text a member could type', () => {
    const text = fc.string({ unit: 'binary', maxLength: 300 });
    fc.assert(
      fc.property(text, text, text, (summary, description, location) => {
        const file = event({ summary, description, location });
        expectWellFormed(file);
        const read = parsed(file);
        // The parser trims values and reads an empty property as absent.
        const same = (value: unknown, written: string) =>
          expect(String(value ?? '').trim()).toBe(asRead(written).trim());
        same(read.summary, summary);
        same(read.description, description);
        same(read.location, location);
      }),
      { numRuns: 300 },
    );
  });
});
