import type { RealtimeEvents } from '@client/lib/realtime-events';
import type { SendMessageAck } from '@common/realtime';
import type { SendMessageInput } from '@common/schemas/messages';
import type { Message } from '@common/types';
import { type ConnectionSnapshot, createOutbox, type OutboxItem, type StorageLike } from './outbox';
import { createSocketTransport } from './socket-transport';

export type { ConnectionSnapshot, OutboxItem } from './outbox';

interface ConnectionHandlers {
  /** A stored message between this member and someone: pushed, or acknowledged to us. */
  onMessage?(message: Message): void;
  onRead?(otherId: number): void;
  /**
   * The connection is up, the first time or after a drop: whatever arrived before it was must
   * be fetched (a message sent between the page's read and the socket's first connect reaches
   * no open socket).
   */
  onConnect?(): void;
  /** The server refused the handshake (e.g. a revoked token): let the session be checked. */
  onRefused?(): void;
}

export interface ConnectionOptions {
  /** The server's origin; the page's own by default. */
  url?: string;
  /** Read at every (re)connect, so a rotated token is picked up. */
  getToken(): string | undefined;
  /** Where unsent messages survive a reload (localStorage in the browser). */
  storage?: StorageLike | undefined;
  storageKey?: string;
  /** Sends over HTTP while the socket is down; answers like an ack, throws when unreachable. */
  sendOverRest?(payload: SendMessageInput): Promise<SendMessageAck>;
  newId?(): string;
  ackTimeoutMs?: number;
  /** Relays notifications and the socket's state to the other features. */
  events?: RealtimeEvents;
}

export interface Connection {
  send(receiverId: number, content: string, listingId?: number): OutboxItem;
  retry(clientId: string): void;
  discard(clientId: string): void;
  getSnapshot(): ConnectionSnapshot;
  subscribe(listener: () => void): () => void;
  setHandlers(handlers: ConnectionHandlers): void;
  close(): void;
}

/**
 * The member's realtime connection: the outbox (./outbox.ts) sending over the socket
 * (./socket-transport.ts), or over REST while the socket is down.
 */
export function createConnection(opts: ConnectionOptions): Connection {
  let handlers: ConnectionHandlers = {};
  const outbox = createOutbox({
    storage: opts.storage,
    storageKey: opts.storageKey,
    newId: opts.newId,
    transmit(payload) {
      const ack = socket.send(payload);
      if (ack) return { ack, overSocket: true };
      return opts.sendOverRest && { ack: opts.sendOverRest(payload), overSocket: false };
    },
    onStored: (message) => handlers.onMessage?.(message),
    onConnect: () => handlers.onConnect?.(),
  });
  const socket = createSocketTransport(opts, {
    connected: outbox.connected,
    disconnected: outbox.disconnected,
    failedToConnect(reason, refused) {
      outbox.failedToConnect(reason);
      if (refused) handlers.onRefused?.();
    },
    message: (message) => handlers.onMessage?.(message),
    read: (otherId) => handlers.onRead?.(otherId),
  });

  // Messages left from an earlier visit go out as soon as possible.
  queueMicrotask(outbox.flush);

  return {
    send: outbox.send,
    retry: outbox.retry,
    discard: outbox.discard,
    getSnapshot: outbox.getSnapshot,
    subscribe: outbox.subscribe,
    setHandlers(next) {
      handlers = next;
    },
    close() {
      outbox.close();
      socket.close();
    },
  };
}
