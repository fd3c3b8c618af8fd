import { call, keyOf, queryOf } from '@client/lib/api-client';
import { useRealtimeEvent, useSocketConnected } from '@client/lib/realtime-events';
import type { ResponseOf } from '@common/contracts/contract';
import { notificationContracts } from '@common/contracts/notifications';
import { PAGE_DEFAULT, UNREAD_POLL_MS } from '@common/limits';
import type { MemberNotification } from '@common/types';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

type Notifications = ResponseOf<typeof notificationContracts.notifications>;
type UnreadCount = ResponseOf<typeof notificationContracts.unreadCount>;

const RECENT = 10;

const notificationKeys = {
  unread: keyOf(notificationContracts.unreadCount),
  recent: keyOf(notificationContracts.notifications, { query: { limit: RECENT } }),
  /** Every read of the list: the pages, and (under it) the bell's recent ones. */
  pages: keyOf(notificationContracts.notifications),
};

/**
 * Reads every notification query again: the count and the lists. Their group (the wish list,
 * where the API document lists them) holds other routes, so they are named one by one.
 */
function refreshNotifications(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: notificationKeys.unread }),
    client.invalidateQueries({ queryKey: notificationKeys.pages }),
  ]);
}

function fetchPage(query: { limit: number; cursor?: number | undefined }, signal: AbortSignal) {
  return call(notificationContracts.notifications, { query }, { signal });
}

/**
 * The bell's count. The socket brings every change at once (useLiveNotifications); only while it
 * is down is the count polled, every 30 seconds (docs/product.md §8.5).
 */
export function useUnreadNotifications() {
  const live = useSocketConnected();
  return useQuery({
    ...queryOf(notificationContracts.unreadCount),
    select: (data) => data.count,
    refetchInterval: live ? false : UNREAD_POLL_MS,
  });
}

/** A notification just pushed, added to what the bell and /notifications already hold. */
function addNotification(client: QueryClient, n: MemberNotification) {
  const isNew = (list: Notifications) => !list.some((m) => m.id === n.id);
  const recent = client.getQueryData<Notifications>(notificationKeys.recent);
  if (recent && !isNew(recent)) return;
  if (!n.is_read) {
    client.setQueryData<UnreadCount>(notificationKeys.unread, (old) =>
      old ? { count: old.count + 1 } : old,
    );
  }
  client.setQueryData<Notifications>(notificationKeys.recent, (old) =>
    old ? [n, ...old].slice(0, RECENT) : old,
  );
  client.setQueryData<NotificationPages>(notificationKeys.pages, (old) =>
    old?.pages[0] && isNew(old.pages[0])
      ? { ...old, pages: [[n, ...old.pages[0]], ...old.pages.slice(1)] }
      : old,
  );
}

/**
 * Keeps the bell and /notifications current from the socket: a new notification shows at once,
 * a change elsewhere (a request withdrawn, another tab) and a reconnect read them again.
 */
export function useLiveNotifications() {
  const client = useQueryClient();
  const refresh = () => void refreshNotifications(client);
  useRealtimeEvent('notification', (n) => addNotification(client, n));
  useRealtimeEvent('notifications_changed', refresh);
  const live = useSocketConnected();
  const wasLive = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the socket comes back.
  useEffect(() => {
    // What came while the socket was down arrives with the reconnect's fetch.
    if (live && !wasLive.current) refresh();
    wasLive.current = live;
  }, [live]);
}

/** The newest notifications, for the bell's panel. */
export function useRecentNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.recent,
    queryFn: ({ signal }) => fetchPage({ limit: RECENT }, signal),
    enabled,
  });
}

/** Every notification, newest first, a page at a time (the /notifications screen). */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages,
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ limit: PAGE_DEFAULT, cursor: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: Notifications) =>
      last.length === PAGE_DEFAULT ? last[last.length - 1]?.id : undefined,
  });
}

type NotificationPages = InfiniteData<Notifications, number | undefined>;

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(notificationContracts.read, { params: { id } }),
    onSettled: () => refreshNotifications(client),
    // Marking read is a courtesy; the listing opens whatever happens.
    onError: (error) => console.warn('Marking a notification read failed', error),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(notificationContracts.readAll),
    onSettled: () => refreshNotifications(client),
  });
}
