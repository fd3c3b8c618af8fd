import type { ServerEventPayload } from '@common/realtime';
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';

/** The server events features other than the chat listen to (docs/product.md §8.5). */
export type RelayedEvent = 'notification' | 'notifications_changed';
type Listener<E extends RelayedEvent> = (payload: ServerEventPayload<E>) => void;

/**
 * What the member's realtime connection hears, for any feature: the connection (the messages
 * feature owns it) relays these events and whether its socket is up, and the bell or the
 * friends badge subscribe here without knowing the chat.
 */
export interface RealtimeEvents {
  emit<E extends RelayedEvent>(event: E, payload: ServerEventPayload<E>): void;
  on<E extends RelayedEvent>(event: E, listener: Listener<E>): () => void;
  setConnected(connected: boolean): void;
  isConnected(): boolean;
  subscribeConnected(listener: () => void): () => void;
}

export function createRealtimeEvents(): RealtimeEvents {
  const listeners = new Map<RelayedEvent, Set<(payload: never) => void>>();
  const watchers = new Set<() => void>();
  let connected = false;
  return {
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? [])
        (listener as Listener<typeof event>)(payload);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    setConnected(next) {
      if (next === connected) return;
      connected = next;
      for (const watcher of watchers) watcher();
    },
    isConnected: () => connected,
    subscribeConnected(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}

export const RealtimeEventsContext = createContext<RealtimeEvents | null>(null);

/** Calls `listener` (its latest version) on each `event` while the component is mounted. */
export function useRealtimeEvent<E extends RelayedEvent>(event: E, listener: Listener<E>): void {
  const events = useContext(RealtimeEventsContext);
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => events?.on(event, (payload) => latest.current(payload)), [events, event]);
}

const never = () => () => {};

/** Whether the member's socket is up; false outside the signed-in layouts. */
export function useSocketConnected(): boolean {
  const events = useContext(RealtimeEventsContext);
  return useSyncExternalStore(
    events?.subscribeConnected ?? never,
    events?.isConnected ?? (() => false),
  );
}
