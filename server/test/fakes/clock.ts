import type { Clock } from '@server/lib/clock';
import { beforeEach } from 'vitest';

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

/**
 * The clock a test file's app reads: before each test it stands at the real time again, so what
 * one test moved never reaches the next.
 */
export function clockPerTest(testApp: () => { ctx: { clock: Clock } }): TestClock {
  const clock = testClock();
  beforeEach(() => {
    clock.set(new Date());
    testApp().ctx.clock = clock;
  });
  return clock;
}
