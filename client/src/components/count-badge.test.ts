import { describe, expect, it } from 'vitest';
import { badgeText } from './count-badge';

describe('badgeText', () => {
  it('caps at "99+" above 99', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
