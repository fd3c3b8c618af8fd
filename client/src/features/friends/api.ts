import { call, keyOf, queryOf } from '@client/lib/api-client';
import { usePublicProfile } from '@client/lib/public-profile';
import { listingsKey, profileKey } from '@client/lib/query-keys';
import { useRealtimeEvent, useSocketConnected } from '@client/lib/realtime-events';
import { friendContracts } from '@common/contracts/friends';
import { userContracts } from '@common/contracts/users';
import { UNREAD_POLL_MS } from '@common/limits';
import type { FriendInviteInput, FriendRequestEntry } from '@common/schemas/friends';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/** Every friends query lives under one key, so a change refreshes what it touches. */
const friendKeys = {
  all: [friendContracts.list.tag] as const,
  /** The requests sent to me: their pages and their count. */
  requests: keyOf(friendContracts.requests),
};

const PAGE = 100;
const validId = (id: number) => Number.isInteger(id) && id > 0;

/** A member's public profile (guests may read it); GET /auth/users/{id}/public. */
export const usePublicUser = usePublicProfile;

/** The signed-in member's friends, filtered on the server by username, a page at a time. */
export function useFriends(q: string) {
  return useInfiniteQuery({
    queryKey: keyOf(friendContracts.list, { query: { q } }),
    queryFn: ({ pageParam, signal }) =>
      call(
        friendContracts.list,
        {
          query: { limit: PAGE, ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => (last.length === PAGE ? last.at(-1)?.username : undefined),
    placeholderData: keepPreviousData,
  });
}

export function useFriendRequests() {
  return useInfiniteQuery({
    queryKey: friendKeys.requests,
    queryFn: ({ pageParam, signal }) =>
      call(
        friendContracts.requests,
        { query: { limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.length === PAGE ? last.at(-1)?.id : undefined),
  });
}

/**
 * How many requests wait for the member's answer (the navigation's badge, docs/product.md §2.3):
 * read again when one arrives or changes over the socket, polled only while it is down.
 */
export function usePendingRequestCount(enabled: boolean) {
  const client = useQueryClient();
  // Under friendKeys.requests, so this refresh reaches the count and the pages alike.
  const refresh = () => void client.invalidateQueries({ queryKey: friendKeys.requests });
  useRealtimeEvent('notification', (n) => {
    if (n.type === 'friend_request') refresh();
  });
  useRealtimeEvent('notifications_changed', refresh);
  const live = useSocketConnected();
  return useQuery({
    ...queryOf(friendContracts.requests, { query: { limit: PAGE } }),
    select: (requests) => requests.length,
    enabled,
    refetchInterval: live ? false : UNREAD_POLL_MS,
  });
}

export function useFriendStatus(id: number, enabled: boolean) {
  return useQuery({
    ...queryOf(friendContracts.status, { params: { id } }),
    enabled: enabled && validId(id),
  });
}

/** Members by username, for finding gardeners to befriend (GET /auth/users?q=). */
export function useMemberSearch(q: string) {
  return useQuery({
    ...queryOf(userContracts.search, { query: { q } }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useInvitePreview() {
  return useQuery(queryOf(friendContracts.invitePreview));
}

/**
 * After any friendship change: every friends query, the public profiles whose counts may
 * have moved (the other member's and one's own), and listings, whose friends-only ones
 * appear or disappear with the friendship.
 */
function useRefreshAfterChange() {
  const client = useQueryClient();
  return (userIds: number[]) =>
    Promise.all([
      client.invalidateQueries({ queryKey: friendKeys.all }),
      client.invalidateQueries({ queryKey: profileKey }),
      client.invalidateQueries({ queryKey: listingsKey }),
      ...userIds.map((id) =>
        client.invalidateQueries({
          queryKey: keyOf(userContracts.publicProfile, { params: { id } }),
        }),
      ),
    ]);
}

export function useSendFriendRequest(selfId: number | undefined) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (friendId: number) =>
      call(friendContracts.request, { body: { friend_id: friendId } }),
    onSettled: (_data, _error, friendId) => refresh([friendId, ...(selfId ? [selfId] : [])]),
  });
}

/** Removes a friend, or cancels a request the member sent (DELETE /auth/friends/{id}). */
export function useRemoveFriend(selfId: number | undefined) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (friendId: number) => {
      await call(friendContracts.remove, { params: { id: friendId } });
    },
    onSettled: (_data, _error, friendId) => refresh([friendId, ...(selfId ? [selfId] : [])]),
  });
}

/**
 * docs/product.md §9.3: accepting reloads both lists (and the counts); declining reloads only the
 * request list.
 */
export function useRespondToRequest(selfId: number | undefined) {
  const client = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (vars: { request: FriendRequestEntry; accept: boolean }) =>
      call(friendContracts.respond, {
        body: { request_id: vars.request.id, accept: vars.accept },
      }),
    onSettled: (_data, _error, vars) =>
      vars.accept
        ? refresh([vars.request.user_id, ...(selfId ? [selfId] : [])])
        : client.invalidateQueries({ queryKey: friendKeys.requests }),
  });
}

export function useSendInvitation() {
  return useMutation({
    mutationFn: (input: FriendInviteInput) => call(friendContracts.invite, { body: input }),
  });
}
