import { RealtimeEventsContext } from '@client/lib/realtime-events';
import { sessionStore, useSession } from '@client/lib/session';
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
import { addToThread, messageKeys, sendOverRest } from './api';
import type { Connection, ConnectionSnapshot } from './connection';
import { RealtimeStoreContext } from './realtime-store';

function handlersFor(client: QueryClient, me: number) {
  const refreshLists = () => {
    void client.invalidateQueries({ queryKey: messageKeys.unread });
    void client.invalidateQueries({ queryKey: messageKeys.threadLists });
  };
  return {
    onMessage(message: Message) {
      const otherId = message.sender_id === me ? message.receiver_id : message.sender_id;
      if (otherId !== null) addToThread(client, otherId, message);
      refreshLists();
    },
    onRead: refreshLists,
    // Whatever arrived before the connection was up (since the page's read, or while it was
    // down) is fetched again, as the bell does (useLiveNotifications); chat partners too.
    onConnect: () => {
      void client.invalidateQueries({ queryKey: messageKeys.all });
      void client.invalidateQueries({ queryKey: messageKeys.users });
    },
    // A refused handshake usually means a dead token: a REST call answers 401 and ends it.
    onRefused: () => void client.invalidateQueries({ queryKey: messageKeys.unread }),
  };
}

interface RealtimeValue {
  userId: number;
  connection: Connection;
}

const RealtimeContext = createContext<RealtimeValue | null>(null);

function useRealtimeStore() {
  const store = useContext(RealtimeStoreContext);
  if (!store) throw new Error('RealtimeProvider is drawn outside RealtimeStoreContext');
  return store;
}

/** The member's connection (see realtime-store.ts), with handlers that refresh the query cache. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const store = useRealtimeStore();
  const session = useSession();
  const client = useQueryClient();
  const userId = session?.user.id;
  // A connection already open (the member moved between layouts) is used from the start.
  const [value, setValue] = useState<RealtimeValue | null>(() => {
    const connection = userId === undefined ? undefined : store.openFor(userId);
    return userId !== undefined && connection ? { userId, connection } : null;
  });

  useEffect(() => {
    if (userId === undefined) return;
    const entry = store.hold(userId, {
      getToken: () => sessionStore.get()?.token,
      storage: typeof localStorage === 'undefined' ? undefined : localStorage,
      storageKey: `homegrown:outbox:${userId}`,
      sendOverRest,
    });
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
      store.release(entry);
    };
  }, [client, store, userId]);

  return (
    <RealtimeEventsContext.Provider value={store.events}>
      <RealtimeContext.Provider value={value?.userId === userId ? value : null}>
        {children}
      </RealtimeContext.Provider>
    </RealtimeEventsContext.Provider>
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
