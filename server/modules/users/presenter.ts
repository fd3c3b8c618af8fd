import type { PublicUser, UserProfile } from '@common/types';
import type { UserRow } from '@server/db/schema';
import { distanceUnitOf } from '@server/modules/listings/units';

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
  };
}

/** What anyone, guests included, may see of a member: never the address or exact point. */
export function presentPublicUser(row: UserRow, friendCount: number): PublicUser {
  return {
    id: row.id,
    username: row.username,
    profile_picture: row.profilePicture,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    friend_count: friendCount,
  };
}
