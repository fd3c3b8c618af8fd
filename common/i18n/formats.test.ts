import { describe, expect, it } from 'vitest';
import './all-catalogues';
import { HOUR_MS } from '../time';
import { formatAge, formatDate, formatPrice } from './formats';

describe('formatPrice', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('writes dollars as Intl does for en-US, and as US Spanish does', () => {
    for (const amount of [0, 0.01, 0.5, 9.99, 12.345, 999.99, 1234.5, 123_456.78, 2.675])
      expect(formatPrice('en', amount)).toBe(intl.format(Math.round(amount * 100) / 100));
    expect(formatPrice('es', 1234.5)).toBe('$1,234.50');
  });

  it('drops the cents of a whole amount when short', () => {
    expect(formatPrice('en', 4, { short: true })).toBe('$4');
    expect(formatPrice('en', 2.5, { short: true })).toBe('$2.50');
    expect(formatPrice('en', 1234, { short: true })).toBe('$1,234');
  });
});

describe('formatAge', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says ages with each language’s plurals', () => {
    expect(formatAge('en', ago(HOUR_MS), now)).toBe('an hour ago');
    expect(formatAge('en', ago(3 * HOUR_MS), now)).toBe('3 hours ago');
    expect(formatAge('es', ago(HOUR_MS), now)).toBe('hace una hora');
    expect(formatAge('es', ago(50 * 24 * HOUR_MS), now)).toBe('hace un mes');
    expect(formatAge('es', ago(3 * 24 * HOUR_MS), now)).toBe('hace 3 días');
  });
});

describe('formatDate', () => {
  it('writes dates as each locale does', () => {
    const at = new Date('2026-06-14T15:05:00Z');
    expect(formatDate('en', at, 'monthDay', 'UTC')).toBe('Jun 14');
    expect(formatDate('es', at, 'monthDay', 'UTC')).toBe('14 jun');
    expect(formatDate('en', at, 'time', 'UTC')).toBe('3:05 PM');
  });
});
