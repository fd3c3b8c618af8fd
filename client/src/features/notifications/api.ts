import { api } from '@client/lib/api';
import { useRealtimeEvent, useSocketConnected } from '@client/lib/realtime-events';
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

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread-count'] as const,
  recent: ['notifications', 'recent'] as const,
  pages: ['notifications', 'pages'] as const,
};

async function fetchPage(params: { limit: number; cursor?: number | undefined }) {
  return (await api.get<MemberNotification[]>('/notifications', { params })).data;
}

/**
 * The bell's count. The socket brings every change at once (useLiveNotifications); only while it
 * is down is the count polled, every 30 seconds (docs/product.md §8.5).
 */
export function useUnreadNotifications() {
  const live = useSocketConnected();
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async () => (await api.get<{ count: number }>('/notifications/unread-count')).data,
    select: (data) => data.count,
    refetchInterval: live ? false : UNREAD_POLL_MS,
  });
}

const RECENT = 10;

/** A notification just pushed, added to what the bell and /notifications already hold. */
function addNotification(client: QueryClient, n: MemberNotification) {
  const isNew = (list: MemberNotification[]) => !list.some((m) => m.id === n.id);
  const recent = client.getQueryData<MemberNotification[]>(notificationKeys.recent);
  if (recent && !isNew(recent)) return;
  if (!n.is_read) {
    client.setQueryData<{ count: number }>(notificationKeys.unread, (old) =>
      old ? { count: old.count + 1 } : old,
    );
  }
  client.setQueryData<MemberNotification[]>(notificationKeys.recent, (old) =>
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
  const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all });
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
    queryFn: () => fetchPage({ limit: RECENT }),
    enabled,
  });
}

/** Every notification, newest first, a page at a time (the /notifications screen). */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages,
    queryFn: ({ pageParam }) => fetchPage({ limit: PAGE_DEFAULT, cursor: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: MemberNotification[]) =>
      last.length === PAGE_DEFAULT ? last[last.length - 1]?.id : undefined,
  });
}

export type NotificationPages = InfiniteData<MemberNotification[], number | undefined>;

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.post(`/notifications/${id}/read`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
    // Marking read is a courtesy; the listing opens whatever happens.
    onError: (error) => console.warn('Marking a notification read failed', error),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.post('/notifications/read-all');
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
