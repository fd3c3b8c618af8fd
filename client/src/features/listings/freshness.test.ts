import { DAY_MS, HOUR_MS } from '@common/time';
import { describe, expect, it } from 'vitest';
import { dateInputValue, dayAhead, endOfDay, postedAgo, untilLabel } from './freshness';

// A Wednesday, at noon in the test's own time zone.
const now = new Date(2026, 5, 10, 12, 0, 0);
const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('postedAgo', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(postedAgo(ago(10_000), now, 'en')).toBe('posted just now');
    expect(postedAgo(ago(60_000), now, 'en')).toBe('posted a minute ago');
    expect(postedAgo(ago(5 * 60_000), now, 'en')).toBe('posted 5 minutes ago');
    expect(postedAgo(ago(HOUR_MS), now, 'en')).toBe('posted an hour ago');
    expect(postedAgo(ago(23 * HOUR_MS), now, 'en')).toBe('posted 23 hours ago');
    expect(postedAgo(ago(DAY_MS), now, 'en')).toBe('posted a day ago');
    expect(postedAgo(ago(2 * DAY_MS + HOUR_MS), now, 'en')).toBe('posted 2 days ago');
    expect(postedAgo(ago(45 * DAY_MS), now, 'en')).toBe('posted a month ago');
    expect(postedAgo(ago(800 * DAY_MS), now, 'en')).toBe('posted 2 years ago');
  });

  it('never says a time in the future (a clock a little ahead)', () => {
    expect(postedAgo(later(30_000), now, 'en')).toBe('posted just now');
  });
});

describe('untilLabel', () => {
  it('names today, tomorrow, a weekday within the week, and a date further', () => {
    expect(untilLabel(null, now, 'en')).toBeUndefined();
    expect(untilLabel(new Date(2026, 5, 10, 23, 59).toISOString(), now, 'en')).toBe('until today');
    expect(untilLabel(new Date(2026, 5, 11, 9, 0).toISOString(), now, 'en')).toBe('until tomorrow');
    expect(untilLabel(new Date(2026, 5, 12, 23, 59).toISOString(), now, 'en')).toBe('until Fri');
    expect(untilLabel(new Date(2026, 5, 16, 11, 0).toISOString(), now, 'en')).toBe('until Tue');
    expect(untilLabel(new Date(2026, 5, 17, 12, 0).toISOString(), now, 'en')).toBe('until Jun 17');
    expect(untilLabel(new Date(2026, 6, 10, 8, 0).toISOString(), now, 'en')).toBe('until Jul 10');
  });

  it('says "ended" once the date has passed', () => {
    expect(untilLabel(ago(1000), now, 'en')).toBe('ended');
  });
});

describe('the date field’s values', () => {
  it('reads and writes local days, and sends the end of the chosen day', () => {
    expect(dateInputValue(now)).toBe('2026-06-10');
    expect(dayAhead(now, 7)).toBe('2026-06-17');
    expect(dayAhead(now, 30)).toBe('2026-07-10');
    expect(new Date(endOfDay('2026-06-17')).getTime()).toBe(
      new Date(2026, 5, 17, 23, 59, 59, 999).getTime(),
    );
  });
});
