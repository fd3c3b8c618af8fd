import { api } from '@client/lib/api';
import { listingsKey, profileKey } from '@client/lib/query-keys';
import { useRealtimeEvent, useSocketConnected } from '@client/lib/realtime-events';
import { UNREAD_POLL_MS } from '@common/limits';
import type {
  FriendInviteInput,
  FriendRequestEntry,
  FriendshipChange,
} from '@common/schemas/friends';
import type { EmailPreview, FriendEntry, FriendStatusResponse, PublicUser } from '@common/types';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/** Every friends query lives under one key, so a change refreshes what it touches. */
export const friendKeys = {
  all: ['friends'] as const,
  list: (q: string) => [...friendKeys.all, 'list', q] as const,
  requests: () => [...friendKeys.all, 'requests'] as const,
  requestCount: () => [...friendKeys.requests(), 'count'] as const,
  status: (id: number) => [...friendKeys.all, 'status', id] as const,
  preview: () => [...friendKeys.all, 'invite-preview'] as const,
};

export const userKeys = {
  public: (id: number) => ['users', 'public', id] as const,
  search: (q: string) => ['users', 'search', q] as const,
};

const PAGE = 100;
const validId = (id: number) => Number.isInteger(id) && id > 0;

/** A member's public profile (guests may read it); GET /auth/users/{id}/public. */
export function usePublicUser(id: number) {
  return useQuery({
    queryKey: userKeys.public(id),
    queryFn: async () => (await api.get<PublicUser>(`/auth/users/${id}/public`)).data,
    enabled: validId(id),
  });
}

/** The signed-in member's friends, filtered on the server by username, a page at a time. */
export function useFriends(q: string) {
  return useInfiniteQuery({
    queryKey: friendKeys.list(q),
    queryFn: async ({ pageParam }) =>
      (
        await api.get<FriendEntry[]>('/auth/friends', {
          params: { limit: PAGE, ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        })
      ).data,
    initialPageParam: '',
    getNextPageParam: (last) => (last.length === PAGE ? last.at(-1)?.username : undefined),
    placeholderData: keepPreviousData,
  });
}

export function useFriendRequests() {
  return useInfiniteQuery({
    queryKey: friendKeys.requests(),
    queryFn: async ({ pageParam }) =>
      (
        await api.get<FriendRequestEntry[]>('/auth/friends/requests', {
          params: { limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
        })
      ).data,
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
  const refresh = () => void client.invalidateQueries({ queryKey: friendKeys.requests() });
  useRealtimeEvent('notification', (n) => {
    if (n.type === 'friend_request') refresh();
  });
  useRealtimeEvent('notifications_changed', refresh);
  const live = useSocketConnected();
  return useQuery({
    queryKey: friendKeys.requestCount(),
    queryFn: async () =>
      (await api.get<FriendRequestEntry[]>('/auth/friends/requests', { params: { limit: PAGE } }))
        .data.length,
    enabled,
    refetchInterval: live ? false : UNREAD_POLL_MS,
  });
}

export function useFriendStatus(id: number, enabled: boolean) {
  return useQuery({
    queryKey: friendKeys.status(id),
    queryFn: async () => (await api.get<FriendStatusResponse>(`/auth/friends/status/${id}`)).data,
    enabled: enabled && validId(id),
  });
}

/** Members by username, for finding gardeners to befriend (GET /auth/users?q=). */
export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: userKeys.search(q),
    queryFn: async () => (await api.get<PublicUser[]>('/auth/users', { params: { q } })).data,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useInvitePreview() {
  return useQuery({
    queryKey: friendKeys.preview(),
    queryFn: async () => (await api.get<EmailPreview>('/auth/friends/invite/preview')).data,
  });
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
      ...userIds.map((id) => client.invalidateQueries({ queryKey: userKeys.public(id) })),
    ]);
}

export function useSendFriendRequest(selfId: number | undefined) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (friendId: number) =>
      (await api.post<FriendshipChange>('/auth/friends/request', { friend_id: friendId })).data,
    onSettled: (_data, _error, friendId) => refresh([friendId, ...(selfId ? [selfId] : [])]),
  });
}

/** Removes a friend, or cancels a request the member sent (DELETE /auth/friends/{id}). */
export function useRemoveFriend(selfId: number | undefined) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (friendId: number) => {
      await api.delete(`/auth/friends/${friendId}`);
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
    mutationFn: async (vars: { request: FriendRequestEntry; accept: boolean }) =>
      (
        await api.post<FriendshipChange>('/auth/friends/respond', {
          request_id: vars.request.id,
          accept: vars.accept,
        })
      ).data,
    onSettled: (_data, _error, vars) =>
      vars.accept
        ? refresh([vars.request.user_id, ...(selfId ? [selfId] : [])])
        : client.invalidateQueries({ queryKey: friendKeys.requests() }),
  });
}

export function useSendInvitation() {
  return useMutation({
    mutationFn: async (input: FriendInviteInput) =>
      (await api.post<{ message: string }>('/auth/friends/invite', input)).data,
  });
}
