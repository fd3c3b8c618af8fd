import { describe, expect, it } from 'vitest';
import { dollars } from './format';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('dollars', () => {
  it('writes prices exactly as Intl does for en-US dollars', () => {
    const samples = [0, 0.01, 0.5, 1, 3, 9.99, 10, 12.345, 12.355, 99.995, 999.99, 1000, 1234.5];
    const more = [10_000, 123_456.78, 1_000_000, 9_999_999.99, 0.004, 0.005, 2.675];
    for (const amount of [...samples, ...more]) expect(dollars(amount)).toBe(intl.format(amount));
  });

  it('agrees with Intl on every cent up to $2,000', () => {
    for (let cents = 0; cents <= 200_000; cents += 7) {
      const amount = cents / 100;
      expect(dollars(amount)).toBe(intl.format(amount));
    }
  });
});
