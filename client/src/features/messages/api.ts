import { errorMessage, statusOf } from '@client/lib/api';
import { call, keyOf, queryOf, request } from '@client/lib/api-client';
import { messageContracts } from '@common/contracts/messages';
import { userContracts } from '@common/contracts/users';
import { text } from '@common/i18n/format';
import { PAGE_DEFAULT, THREADS_POLL_MS, UNREAD_POLL_MS } from '@common/limits';
import type { SendMessageAck } from '@common/realtime';
import type { SendMessageInput } from '@common/schemas/messages';
import type { Message } from '@common/types';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';

export const messageKeys = {
  all: [messageContracts.threads.tag] as const,
  /** Every search of the threads list. */
  threadLists: keyOf(messageContracts.threads),
  threads: (q = '') => keyOf(messageContracts.threads, { query: { q } }),
  thread: (otherId: number) => keyOf(messageContracts.thread, { params: { otherId } }),
  unread: keyOf(messageContracts.unreadCount),
  /** Who a chat is with: the public profile, also read by the seller page and friends. */
  user: (id: number) => keyOf(userContracts.publicProfile, { params: { id } }),
  users: keyOf(userContracts.publicProfile),
};

/** docs/product.md §10.1: the threads list, refreshed every 5 s while it is on screen. */
export function useThreads(q: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.threads(q),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const res = await request(
        messageContracts.threads,
        { query: { q: q || undefined, cursor: pageParam, limit: PAGE_DEFAULT } },
        { signal },
      );
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
    queryFn: ({ pageParam, signal }) =>
      call(
        messageContracts.thread,
        { params: { otherId }, query: { before: pageParam, limit: PAGE_DEFAULT } },
        { signal },
      ),
    getNextPageParam: (page) => (page.length >= PAGE_DEFAULT ? page[0]?.id : undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The bottom navigation badge: polled every 30 s, refreshed at once by realtime events. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    ...queryOf(messageContracts.unreadCount),
    refetchInterval: UNREAD_POLL_MS,
    enabled,
  });
}

/** Who the chat is with; a missing member still gets a chat header ("User {id}"). */
export function useChatPartner(otherId: number) {
  return useQuery({
    ...queryOf(userContracts.publicProfile, { params: { id: otherId } }),
    staleTime: 5 * 60_000,
  });
}

export async function markThreadRead(client: QueryClient, otherId: number): Promise<void> {
  await call(messageContracts.markRead, { params: { otherId } });
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
    client.invalidateQueries({ queryKey: messageKeys.threadLists }),
  ]);
}

/** POST /messages for the outbox while the socket is down: refusals answer like an ack. */
export async function sendOverRest(payload: SendMessageInput): Promise<SendMessageAck> {
  try {
    return await call(messageContracts.send, { body: payload });
  } catch (err) {
    const status = statusOf(err);
    if (status && status >= 400 && status < 500 && status !== 408)
      return { detail: errorMessage(err, text('messages.sendFailed')), status };
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
