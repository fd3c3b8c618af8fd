import { api } from '@client/lib/api';
import { PAGE_DEFAULT, UNREAD_POLL_MS } from '@common/limits';
import type { MatchNotification } from '@common/types';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread-count'] as const,
  recent: ['notifications', 'recent'] as const,
  pages: ['notifications', 'pages'] as const,
};

async function fetchPage(params: { limit: number; cursor?: number | undefined }) {
  return (await api.get<MatchNotification[]>('/notifications', { params })).data;
}

/** The bell's count, polled like the messages badge (docs/product.md §8.5: every 30 seconds). */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async () => (await api.get<{ count: number }>('/notifications/unread-count')).data,
    select: (data) => data.count,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** The newest matches, for the bell's panel. */
export function useRecentNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.recent,
    queryFn: () => fetchPage({ limit: 10 }),
    enabled,
  });
}

/** Every match, newest first, a page at a time (the /notifications screen). */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages,
    queryFn: ({ pageParam }) => fetchPage({ limit: PAGE_DEFAULT, cursor: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: MatchNotification[]) =>
      last.length === PAGE_DEFAULT ? last[last.length - 1]?.id : undefined,
  });
}

export type NotificationPages = InfiniteData<MatchNotification[], number | undefined>;

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
