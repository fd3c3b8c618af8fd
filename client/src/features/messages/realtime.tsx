import type { Message } from '@common/types';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { sessionStore, useSession } from '../../lib/session';
import { addToThread, messageKeys, sendOverRest } from './api';
import type { Connection, ConnectionSnapshot } from './connection';

/**
 * One connection per signed-in member for the whole page: the signed-in layouts mount and
 * unmount the provider as the member moves between them, so the connection outlives a
 * provider by a moment instead of reconnecting on every such move.
 *
 * The connection's module (and socket.io-client with it) is imported only when a member's
 * layout mounts, so a guest's first load never carries it.
 */
interface Shared {
  userId: number;
  connection?: Connection;
  ready: Promise<Connection | undefined>;
  users: number;
  closing?: number;
}
let shared: Shared | undefined;
const LINGER_MS = 2000;

function drop() {
  shared?.connection?.close();
  shared = undefined;
}

function sharedFor(userId: number): Shared {
  if (shared?.userId === userId) return shared;
  drop();
  const entry: Shared = { userId, users: 0, ready: Promise.resolve(undefined) };
  entry.ready = import('./connection').then(
    ({ createConnection }) => {
      // The member left (logout, another account) while the module was on its way.
      if (shared !== entry) return undefined;
      entry.connection = createConnection({
        getToken: () => sessionStore.get()?.token,
        storage: typeof localStorage === 'undefined' ? undefined : localStorage,
        storageKey: `homegrown:outbox:${userId}`,
        sendOverRest,
      });
      return entry.connection;
    },
    () => {
      // Offline or a new deployment: the next layout to mount tries again.
      if (shared === entry) shared = undefined;
      return undefined;
    },
  );
  shared = entry;
  return entry;
}

function retain(entry: Shared) {
  entry.users += 1;
  window.clearTimeout(entry.closing);
}

function release(entry: Shared) {
  if (shared !== entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  entry.closing = window.setTimeout(() => {
    if (shared === entry && entry.users === 0) drop();
  }, LINGER_MS);
}

// Logging out (or a 401) ends the connection at once rather than after the linger.
sessionStore.subscribe(() => {
  if (shared && sessionStore.get()?.user.id !== shared.userId) drop();
});

function handlersFor(client: QueryClient, me: number) {
  const refreshLists = () => {
    void client.invalidateQueries({ queryKey: messageKeys.unread });
    void client.invalidateQueries({ queryKey: ['messages', 'threads'] });
  };
  return {
    onMessage(message: Message) {
      const otherId = message.sender_id === me ? message.receiver_id : message.sender_id;
      if (otherId !== null) addToThread(client, otherId, message);
      refreshLists();
    },
    onRead: refreshLists,
    // Whatever arrived while the connection was down is fetched again.
    onReconnect: () => void client.invalidateQueries({ queryKey: messageKeys.all }),
    // A refused handshake usually means a dead token: a REST call answers 401 and ends it.
    onRefused: () => void client.invalidateQueries({ queryKey: messageKeys.unread }),
  };
}

interface RealtimeValue {
  userId: number;
  connection: Connection;
}

const RealtimeContext = createContext<RealtimeValue | null>(null);

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const client = useQueryClient();
  const userId = session?.user.id;
  // A connection already open (the member moved between layouts) is used from the start.
  const [value, setValue] = useState<RealtimeValue | null>(() =>
    userId !== undefined && shared?.userId === userId && shared.connection
      ? { userId, connection: shared.connection }
      : null,
  );

  useEffect(() => {
    if (userId === undefined) return;
    const entry = sharedFor(userId);
    retain(entry);
    // A member signed in again: the last session's closed connection is not offered meanwhile.
    if (!entry.connection) setValue(null);
    let active = true;
    void entry.ready.then((connection) => {
      if (!active || !connection) return;
      connection.setHandlers(handlersFor(client, userId));
      setValue((current) =>
        current?.connection === connection && current.userId === userId
          ? current
          : { userId, connection },
      );
    });
    return () => {
      active = false;
      release(entry);
    };
  }, [client, userId]);

  return (
    <RealtimeContext.Provider value={value?.userId === userId ? value : null}>
      {children}
    </RealtimeContext.Provider>
  );
}

/** The member's realtime connection, or null outside the signed-in layouts. */
export function useRealtime(): RealtimeValue | null {
  return useContext(RealtimeContext);
}

const offline: ConnectionSnapshot = { status: 'connecting', error: undefined, outbox: [] };
const noop = () => () => {};

/** The connection's status, last error and unsent messages, re-rendered as they change. */
export function useConnectionState(): ConnectionSnapshot {
  const realtime = useRealtime();
  return useSyncExternalStore(
    realtime?.connection.subscribe ?? noop,
    realtime?.connection.getSnapshot ?? (() => offline),
  );
}
