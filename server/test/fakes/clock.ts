import type { Clock } from '@server/lib/clock';

export interface TestClock extends Clock {
  set(at: Date): void;
  advance(ms: number): void;
}

/**
 * A clock that stands still until a test moves it, starting at the real time: rows the
 * database stamps with now() then agree with it until the test advances it.
 */
export function testClock(start: Date = new Date()): TestClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set(date) {
      at = date.getTime();
    },
    advance(ms) {
      at += ms;
    },
  };
}
