import type { FriendRequestEntry, FriendshipChange } from '@common/schemas/friends';
import type { FriendEntry, FriendStatusResponse } from '@common/types';
import { isRequester } from '@server/policies/friends';
import type { FriendshipRow } from './queries';

export function presentFriend(row: {
  id: number;
  username: string;
  profilePicture: string | null;
}): FriendEntry {
  return { id: row.id, username: row.username, profile_picture: row.profilePicture };
}

export function presentRequest(row: {
  id: number;
  userId: number;
  username: string;
  profilePicture: string | null;
  createdAt: Date;
}): FriendRequestEntry {
  return {
    id: row.id,
    user_id: row.userId,
    username: row.username,
    profile_picture: row.profilePicture,
    created_at: row.createdAt.toISOString(),
  };
}

/** docs/product.md §9.1, as `viewerId` sees the pair. */
export function presentStatus(
  row: FriendshipRow | undefined,
  viewerId: number,
): FriendStatusResponse {
  if (!row) return { status: 'none', is_sender: false };
  return { status: row.status, is_sender: isRequester(row, viewerId) };
}

export function presentChange(row: FriendshipRow, viewerId: number): FriendshipChange {
  return { request_id: row.id, status: row.status, is_sender: isRequester(row, viewerId) };
}
