import { describe, expect, it } from 'vitest';
import { distanceText, notificationText } from './notification-text';
import type { MatchNotification } from './types';

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

  it('ends what a match says, in the unit asked for', () => {
    const match = {
      type: 'match',
      listing: { title: 'Sungold tomatoes' },
      want: { title: 'tomatoes' },
      seller: { username: 'rosa' },
      distance_km: 10,
      is_friend: false,
    } as MatchNotification;
    expect(notificationText(match, 'mi')).toBe(
      'Sungold tomatoes matches “tomatoes”, by rosa, 6 mi away',
    );
    expect(notificationText(match, 'km')).toBe(
      'Sungold tomatoes matches “tomatoes”, by rosa, 10 km away',
    );
    expect(notificationText({ ...match, distance_km: null, is_friend: true }, 'mi')).toBe(
      'Sungold tomatoes matches “tomatoes”, by rosa, your friend',
    );
  });
});
