import { describe, expect, it } from 'vitest';
import { distanceText } from './components/notification-item';

// A match's distance in the member's unit (docs/product.md §8.5): whole km stored, whole miles shown.
describe('a match’s distance', () => {
  it('reads kilometres, or miles for a member who reads miles', () => {
    expect(distanceText({ distance_km: 10, is_friend: false })).toBe('10 km away');
    expect(distanceText({ distance_km: 10, is_friend: false }, 'mi')).toBe('6 mi away');
    expect(distanceText({ distance_km: 1, is_friend: true }, 'mi')).toBe('your friend, 1 mi away');
    expect(distanceText({ distance_km: 0, is_friend: false }, 'mi')).toBe('less than 1 mi away');
    expect(distanceText({ distance_km: 0, is_friend: false }, 'km')).toBe('less than 1 km away');
    expect(distanceText({ distance_km: null, is_friend: true }, 'mi')).toBe('your friend');
  });
});
