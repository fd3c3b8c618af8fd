import type { PublicUser } from '@common/types';
import type { UserRow } from '@server/db/schema';

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
