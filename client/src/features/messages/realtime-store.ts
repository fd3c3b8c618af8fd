import { createRealtimeEvents } from '@client/lib/realtime-events';
import { sessionStore } from '@client/lib/session';
import { createContext } from 'react';
import type { Connection, ConnectionOptions } from './connection';

/** A member's connection as the store holds it: open, or on its way. */
interface Entry {
  userId: number;
  connection?: Connection;
  ready: Promise<Connection | undefined>;
  users: number;
  closing?: number;
}

const LINGER_MS = 2000;

/**
 * One connection per signed-in member for the whole page. The app creates the store (main.tsx);
 * the signed-in layouts mount and unmount RealtimeProvider as the member moves between them,
 * so the connection outlives a provider by a moment instead of reconnecting on every such move.
 *
 * The connection's module (and socket.io-client with it) is imported only when a member's
 * layout first asks for it, so a guest's first load never carries it.
 */
export function createRealtimeStore() {
  // Outlives each connection: features subscribe once, whichever connection is open.
  const events = createRealtimeEvents();
  let shared: Entry | undefined;
  let unwatch: (() => void) | undefined;

  function drop() {
    shared?.connection?.close();
    shared = undefined;
    unwatch?.();
    unwatch = undefined;
  }

  function entryFor(userId: number, options: ConnectionOptions): Entry {
    if (shared?.userId === userId) return shared;
    drop();
    const entry: Entry = { userId, users: 0, ready: Promise.resolve(undefined) };
    entry.ready = import('./connection').then(
      ({ createConnection }) => {
        // The member left (logout, another account) while the module was on its way.
        if (shared !== entry) return undefined;
        entry.connection = createConnection({ ...options, events });
        return entry.connection;
      },
      () => {
        // Offline or a new deployment: the next layout to mount tries again.
        if (shared === entry) drop();
        return undefined;
      },
    );
    shared = entry;
    // Logging out (or a 401) ends the connection at once rather than after the linger.
    unwatch = sessionStore.subscribe(() => {
      if (shared && sessionStore.get()?.user.id !== shared.userId) drop();
    });
    return entry;
  }

  return {
    /** What the connection hears for other features (client/src/lib/realtime-events.ts). */
    events,
    /** The member's connection if it is open already (they moved between layouts). */
    openFor(userId: number): Connection | undefined {
      return shared?.userId === userId ? shared.connection : undefined;
    },
    /** Holds the member's connection, opening one with `options` when there is none. */
    hold(userId: number, options: ConnectionOptions): Entry {
      const entry = entryFor(userId, options);
      entry.users += 1;
      window.clearTimeout(entry.closing);
      return entry;
    },
    /** Lets go of a hold; the last one closes the connection after a moment. */
    release(entry: Entry) {
      if (shared !== entry) return;
      entry.users -= 1;
      if (entry.users > 0) return;
      entry.closing = window.setTimeout(() => {
        if (shared === entry && entry.users === 0) drop();
      }, LINGER_MS);
    },
  };
}

export type RealtimeStore = ReturnType<typeof createRealtimeStore>;

export const RealtimeStoreContext = createContext<RealtimeStore | null>(null);
