import type { PublicProfile } from '@common/schemas/users';
import type { Listing, UserProfile } from '@common/types';

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
    is_moderator: false,
    distance_unit: null,
    effective_distance_unit: 'mi',
    email_confirmed: true,
    locale: 'en',
    time_zone: 'UTC',
    ...overrides,
  };
}

/** A listing as the API answers it: Rosa's public produce for sale, with overrides. */
export function aListing(overrides: Partial<Listing> = {}): Listing {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Listing ${id}`,
    description: '',
    price: 3,
    featured_image: null,
    images: [],
    is_active: true,
    is_public: true,
    type_id: 1,
    state_id: 1,
    category_id: 1,
    owner_id: 1,
    owner_username: 'rosa',
    owner_profile_picture: null,
    owner_latitude: null,
    owner_longitude: null,
    owner_city: 'Provo',
    distance: null,
    distance_unit: 'mi',
    created_at: '2026-01-01T00:00:00.000Z',
    reserved_for: null,
    moderation: null,
    available_until: null,
    expired: false,
    simmer_until: null,
    interested_count: null,
    seed: null,
    ...overrides,
  };
}

/**
 * Another member as GET /api/auth/users/{id}/public answers it (their record included; the
 * member search answers the same without it), with overrides.
 */
export function aPublicMember(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 7,
    username: 'rosa',
    profile_picture: null,
    city: null,
    state: null,
    zip_code: null,
    friend_count: 0,
    stats: {
      given: 0,
      received: 0,
      thanks: 0,
      member_since: '2026-01-01T00:00:00.000Z',
      reply_hours: null,
    },
    ...overrides,
  };
}
