import type { BlockedMember } from '@common/schemas/safety';
import type { MemberCardRow } from './queries';

export function presentBlockedMember(row: MemberCardRow): BlockedMember {
  return { id: row.id, username: row.username, profile_picture: row.profilePicture };
}
