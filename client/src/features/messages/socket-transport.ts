import type { RealtimeEvents } from '@client/lib/realtime-events';
import {
  type ClientToServerEvents,
  RECONNECT_OPTIONS,
  type SendMessageAck,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@common/realtime';
import type { SendMessageInput } from '@common/schemas/messages';
import type { Message } from '@common/types';
import { io, type Socket } from 'socket.io-client';

export interface SocketTransportOptions {
  /** The server's origin; the page's own by default. */
  url?: string | undefined;
  /** Read at every (re)connect, so a rotated token is picked up. */
  getToken(): string | undefined;
  ackTimeoutMs?: number | undefined;
  /** Where the events other features hear (notifications) and the socket's state go. */
  events?: RealtimeEvents | undefined;
}

/** What the socket tells the rest of the connection. */
export interface SocketEvents {
  connected(): void;
  disconnected(reason: string): void;
  /** A connection attempt failed; `refused` when Socket.IO will not try again by itself. */
  failedToConnect(reason: string, refused: boolean): void;
  message(message: Message): void;
  read(otherId: number): void;
}

export interface SocketTransport {
  /** The acknowledgement, rejected when none came in time; undefined while the socket is down. */
  send(payload: SendMessageInput): Promise<SendMessageAck> | undefined;
  close(): void;
}

/**
 * Socket.IO's own reconnect delay (docs/product.md §10.5), for the reconnects it leaves to us.
 * @internal
 */
export function backoff(attempt: number, random = Math.random): number {
  const base = Math.min(
    RECONNECT_OPTIONS.reconnectionDelay * 2 ** attempt,
    RECONNECT_OPTIONS.reconnectionDelayMax,
  );
  const jitter = RECONNECT_OPTIONS.randomizationFactor * base * (random() * 2 - 1);
  return Math.round(base + jitter);
}

/** Socket.IO over websocket with docs/product.md §10.5's reconnect timings. */
export function createSocketTransport(
  opts: SocketTransportOptions,
  on: SocketEvents,
): SocketTransport {
  const ackTimeout = opts.ackTimeoutMs ?? 10_000;
  let refusals = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const socketOptions = {
    path: SOCKET_PATH,
    transports: ['websocket'],
    ...RECONNECT_OPTIONS,
    auth: (cb: (data: object) => void) => cb({ token: opts.getToken() }),
  };
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = opts.url
    ? io(opts.url, socketOptions)
    : io(socketOptions);

  function reconnectLater() {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (!closed && !socket.connected) socket.connect();
    }, backoff(refusals++));
  }

  socket.on('connect', () => {
    refusals = 0;
    opts.events?.setConnected(true);
    on.connected();
  });
  socket.on('disconnect', (reason) => {
    opts.events?.setConnected(false);
    on.disconnected(reason);
    // The server closed us on purpose (e.g. the token expired): Socket.IO will not retry.
    if (reason === 'io server disconnect') reconnectLater();
  });
  socket.on('connect_error', (err: Error | string) => {
    // A refused handshake is not retried by Socket.IO itself.
    const refused = !socket.active;
    on.failedToConnect(typeof err === 'string' ? err : err.message, refused);
    if (refused) reconnectLater();
  });
  socket.on('new_message', (message) => on.message(message));
  socket.on('messages_read', ({ other_id }) => on.read(other_id));
  socket.on('notification', (n) => opts.events?.emit('notification', n));
  socket.on('notifications_changed', (p) => opts.events?.emit('notifications_changed', p));

  return {
    send: (payload) =>
      socket.connected
        ? socket.timeout(ackTimeout).emitWithAck('send_message', payload)
        : undefined,
    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      socket.disconnect();
      opts.events?.setConnected(false);
    },
  };
}
