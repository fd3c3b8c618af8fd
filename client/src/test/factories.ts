import type { UserProfile } from '@common/types';

/** The signed-in member's profile as GET /api/auth/profile answers it, with overrides. */
export function aProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 1,
    username: 'rosa',
    email: 'rosa@example.com',
    first_name: 'Rosa',
    last_name: 'Gallica',
    address: null,
    apt: null,
    city: 'Provo',
    state: 'UT',
    zip_code: '84601',
    profile_picture: null,
    friend_count: 2,
    latitude: null,
    longitude: null,
    ...overrides,
  };
}
