import type { UserProfile } from '@common/types';
import { distanceUnitOf } from '@common/units';
import type { UserRow } from '@server/db/schema';

/** The signed-in member's own profile (GET /api/auth/profile, docs/product.md §4). */
export function presentProfile(
  row: UserRow,
  friendCount: number,
  acceptLanguage?: string,
): UserProfile {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    address: row.address,
    apt: row.apt,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    profile_picture: row.profilePicture,
    friend_count: friendCount,
    latitude: row.latitude,
    longitude: row.longitude,
    is_moderator: row.role === 'moderator',
    distance_unit: row.distanceUnit,
    effective_distance_unit: distanceUnitOf(row.distanceUnit, acceptLanguage),
    email_confirmed: row.emailConfirmedAt !== null,
    locale: row.locale,
    time_zone: row.timeZone,
  };
}
