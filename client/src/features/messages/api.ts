import { api, errorMessage, statusOf } from '@client/lib/api';
import { PAGE_DEFAULT, THREADS_POLL_MS, UNREAD_POLL_MS } from '@common/limits';
import type { SendMessageAck } from '@common/realtime';
import type { MessageThread, SendMessageInput } from '@common/schemas/messages';
import type { Message, PublicUser } from '@common/types';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';

export const messageKeys = {
  all: ['messages'] as const,
  threads: (q = '') => ['messages', 'threads', q] as const,
  thread: (otherId: number) => ['messages', 'thread', otherId] as const,
  unread: ['messages', 'unread'] as const,
  user: (id: number) => ['messages', 'user', id] as const,
};

/** docs/product.md §10.1: the threads list, refreshed every 5 s while it is on screen. */
export function useThreads(q: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.threads(q),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const res = await api.get<MessageThread[]>('/messages', {
        params: { q: q || undefined, cursor: pageParam, limit: PAGE_DEFAULT },
        signal,
      });
      return { threads: res.data, next: res.headers['x-next-cursor'] as string | undefined };
    },
    getNextPageParam: (page) => page.next,
    refetchInterval: THREADS_POLL_MS,
    placeholderData: (previous) => previous,
  });
}

/** The newest page first; each further page holds the messages before the oldest one seen. */
export function useThread(otherId: number) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(otherId),
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Message[]>(`/messages/${otherId}`, {
          params: { before: pageParam, limit: PAGE_DEFAULT },
          signal,
        })
      ).data,
    getNextPageParam: (page) => (page.length >= PAGE_DEFAULT ? page[0]?.id : undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The bottom navigation badge: polled every 30 s, refreshed at once by realtime events. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: async ({ signal }) =>
      (await api.get<number>('/messages/unread-count', { signal })).data,
    refetchInterval: UNREAD_POLL_MS,
    enabled,
  });
}

/** Who the chat is with; a missing member still gets a chat header ("User {id}"). */
export function useChatPartner(otherId: number) {
  return useQuery({
    queryKey: messageKeys.user(otherId),
    queryFn: async ({ signal }) =>
      (await api.get<PublicUser>(`/auth/users/${otherId}/public`, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export async function markThreadRead(client: QueryClient, otherId: number): Promise<void> {
  await api.post(`/messages/${otherId}/mark-thread-read`);
  client.setQueryData<{ pages: Message[][]; pageParams: unknown[] }>(
    messageKeys.thread(otherId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) =>
          page.map((m) => (m.sender_id === otherId ? { ...m, is_read: true } : m)),
        ),
      },
  );
  await Promise.all([
    client.invalidateQueries({ queryKey: messageKeys.unread }),
    client.invalidateQueries({ queryKey: ['messages', 'threads'] }),
  ]);
}

/** POST /messages for the outbox while the socket is down: refusals answer like an ack. */
export async function sendOverRest(payload: SendMessageInput): Promise<SendMessageAck> {
  try {
    return (await api.post<Message>('/messages', payload)).data;
  } catch (err) {
    const status = statusOf(err);
    if (status && status >= 400 && status < 500 && status !== 408)
      return { detail: errorMessage(err, 'Message not sent'), status };
    throw err;
  }
}

/** Puts a stored message into its cached conversation once, in id order. */
export function addToThread(client: QueryClient, otherId: number, message: Message) {
  client.setQueryData<{ pages: Message[][]; pageParams: unknown[] }>(
    messageKeys.thread(otherId),
    (data) => {
      if (!data) return data;
      if (data.pages.some((page) => page.some((m) => m.id === message.id))) return data;
      const [newest = [], ...older] = data.pages;
      const merged = [...newest, message].sort((x, y) => x.id - y.id);
      return { ...data, pages: [merged, ...older] };
    },
  );
}
