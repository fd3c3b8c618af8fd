import {
  type ClientToServerEvents,
  type ConnectionError,
  connectionError,
  isAckError,
  RECONNECT_OPTIONS,
  type SendMessageAck,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@common/realtime';
import type { SendMessageInput } from '@common/schemas/messages';
import type { Message } from '@common/types';
import { io, type Socket } from 'socket.io-client';

/** A message written but not yet acknowledged by the server (or refused, with why). */
export interface OutboxItem {
  client_id: string;
  receiver_id: number;
  content: string;
  created_at: string;
  state: 'sending' | 'failed';
  detail?: string;
}

export interface ConnectionSnapshot {
  status: 'connecting' | 'connected' | 'reconnecting';
  /** docs/product.md §10.5's text for the last failure, until the connection is back. */
  error: ConnectionError | undefined;
  outbox: OutboxItem[];
}

export interface ConnectionHandlers {
  /** A stored message between this member and someone: pushed, or acknowledged to us. */
  onMessage?(message: Message): void;
  onRead?(otherId: number): void;
  /** The connection is back after a drop: whatever arrived meanwhile must be fetched. */
  onReconnect?(): void;
  /** The server refused the handshake (e.g. a revoked token): let the session be checked. */
  onRefused?(): void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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
}

export interface Connection {
  send(receiverId: number, content: string): OutboxItem;
  retry(clientId: string): void;
  discard(clientId: string): void;
  getSnapshot(): ConnectionSnapshot;
  subscribe(listener: () => void): () => void;
  setHandlers(handlers: ConnectionHandlers): void;
  close(): void;
}

/** crypto.randomUUID exists only in secure contexts; the fallback is the same v4 format. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function backoff(attempt: number): number {
  const base = Math.min(
    RECONNECT_OPTIONS.reconnectionDelay * 2 ** attempt,
    RECONNECT_OPTIONS.reconnectionDelayMax,
  );
  const jitter = RECONNECT_OPTIONS.randomizationFactor * base * (Math.random() * 2 - 1);
  return Math.round(base + jitter);
}

function loadOutbox(storage: StorageLike | undefined, key: string): OutboxItem[] {
  try {
    const raw = storage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter(
          (i): i is OutboxItem =>
            typeof i?.client_id === 'string' &&
            typeof i?.receiver_id === 'number' &&
            typeof i?.content === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The member's realtime connection: Socket.IO over websocket with docs/product.md §10.5's reconnect
 * timings, and an outbox that resends every unacknowledged message with its client id until
 * the server acknowledges it (the server stores a client id once, so resends never double).
 */
export function createConnection(opts: ConnectionOptions): Connection {
  const storageKey = opts.storageKey ?? 'outbox';
  const ackTimeout = opts.ackTimeoutMs ?? 10_000;
  let handlers: ConnectionHandlers = {};
  let snapshot: ConnectionSnapshot = {
    status: 'connecting',
    error: undefined,
    outbox: loadOutbox(opts.storage, storageKey).map((i) => ({ ...i, state: 'sending' })),
  };
  const listeners = new Set<() => void>();
  const inFlight = new Map<string, number>();
  /** Emitted on the current socket connection; a drop means they go again on reconnect. */
  const emitted = new Set<string>();
  let hasConnected = false;
  let refusals = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const update = (patch: Partial<ConnectionSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    if (patch.outbox) {
      try {
        if (snapshot.outbox.length)
          opts.storage?.setItem(storageKey, JSON.stringify(snapshot.outbox));
        else opts.storage?.removeItem(storageKey);
      } catch {
        // Storage full or blocked: the outbox still lives for this page.
      }
    }
    for (const listener of listeners) listener();
  };

  const socketOptions = {
    path: SOCKET_PATH,
    transports: ['websocket'],
    ...RECONNECT_OPTIONS,
    auth: (cb: (data: object) => void) => cb({ token: opts.getToken() }),
  };
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = opts.url
    ? io(opts.url, socketOptions)
    : io(socketOptions);

  const settle = (clientId: string, ack: SendMessageAck) => {
    if (isAckError(ack)) {
      update({
        outbox: snapshot.outbox.map((i) =>
          i.client_id === clientId ? { ...i, state: 'failed', detail: ack.detail } : i,
        ),
      });
      return;
    }
    // The stored message goes into the conversation before its pending copy leaves.
    handlers.onMessage?.(ack);
    update({ outbox: snapshot.outbox.filter((i) => i.client_id !== clientId) });
  };

  const scheduleRetry = () => {
    if (retryTimer || closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      flush();
    }, RECONNECT_OPTIONS.reconnectionDelayMax);
  };

  let attempts = 0;
  const deliver = (item: OutboxItem) => {
    const payload = {
      receiver_id: item.receiver_id,
      content: item.content,
      client_id: item.client_id,
    };
    // Only the latest attempt for a message may clear its in-flight mark.
    const attempt = ++attempts;
    inFlight.set(item.client_id, attempt);
    const done = () => {
      if (inFlight.get(item.client_id) !== attempt) return false;
      inFlight.delete(item.client_id);
      emitted.delete(item.client_id);
      return true;
    };
    if (socket.connected) {
      emitted.add(item.client_id);
      socket.timeout(ackTimeout).emit('send_message', payload, (err, ack) => {
        const current = done();
        // No acknowledgement in time: the message may or may not be stored; send it again.
        if (err) {
          if (current) scheduleRetry();
        } else settle(item.client_id, ack);
      });
    } else if (opts.sendOverRest) {
      opts.sendOverRest(payload).then(
        (ack) => {
          done();
          settle(item.client_id, ack);
        },
        () => {
          if (done()) scheduleRetry();
        },
      );
    } else {
      done();
    }
  };

  function flush() {
    if (closed) return;
    for (const item of snapshot.outbox)
      if (item.state === 'sending' && !inFlight.has(item.client_id)) deliver(item);
  }

  socket.on('connect', () => {
    refusals = 0;
    update({ status: 'connected', error: undefined });
    if (hasConnected) handlers.onReconnect?.();
    hasConnected = true;
    flush();
  });
  socket.on('disconnect', (reason) => {
    for (const id of emitted) inFlight.delete(id);
    emitted.clear();
    if (reason === 'io client disconnect') return;
    update({ status: 'reconnecting', error: connectionError(reason) });
    // The server closed us on purpose (e.g. the token expired): Socket.IO will not retry.
    if (reason === 'io server disconnect') reconnectLater();
  });
  socket.on('connect_error', (err: Error | string) => {
    const reason = typeof err === 'string' ? err : err.message;
    update({
      status: hasConnected ? 'reconnecting' : 'connecting',
      error: connectionError(reason),
    });
    // A refused handshake is not retried by Socket.IO itself.
    if (!socket.active) {
      handlers.onRefused?.();
      reconnectLater();
    }
  });
  socket.on('new_message', (message) => handlers.onMessage?.(message));
  socket.on('messages_read', ({ other_id }) => handlers.onRead?.(other_id));

  function reconnectLater() {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (!closed && !socket.connected) socket.connect();
    }, backoff(refusals++));
  }

  // Messages left from an earlier visit go out as soon as possible.
  queueMicrotask(flush);

  return {
    send(receiverId, content) {
      const item: OutboxItem = {
        client_id: (opts.newId ?? newClientId)(),
        receiver_id: receiverId,
        content,
        created_at: new Date().toISOString(),
        state: 'sending',
      };
      update({ outbox: [...snapshot.outbox, item] });
      deliver(item);
      return item;
    },
    retry(clientId) {
      update({
        outbox: snapshot.outbox.map((i) =>
          i.client_id === clientId ? { ...i, state: 'sending', detail: undefined } : i,
        ),
      });
      flush();
    },
    discard(clientId) {
      update({ outbox: snapshot.outbox.filter((i) => i.client_id !== clientId) });
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setHandlers(next) {
      handlers = next;
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(reconnectTimer);
      socket.disconnect();
      listeners.clear();
    },
  };
}
