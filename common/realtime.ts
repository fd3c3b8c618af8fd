import type { SendMessageInput } from './schemas/messages';
import type { MemberNotification, Message } from './types';

/**
 * What a send_message acknowledgement carries: the stored message, or why it was refused, with
 * the status POST /messages would answer (e.g. 410 when the member has left).
 */
export type SendMessageAck = Message | { detail: string; status?: number };

/** Events the server emits (Socket.IO at /socket.io, docs/product.md §10.5). */
export interface ServerToClientEvents {
  /** A message between this member and someone else, sent from any tab or over REST. */
  new_message: (message: Message) => void;
  /** This member read a thread (in some tab): badges and lists refresh. */
  messages_read: (payload: { other_id: number }) => void;
  /** A new notification of any kind, as GET /notifications lists it (docs/product.md §8.5). */
  notification: (notification: MemberNotification) => void;
  /**
   * This member's notifications changed other than by a new one (a friend request withdrawn or
   * answered in another tab): the bell and the friends badge read them again.
   */
  notifications_changed: (payload: Record<string, never>) => void;
}

/** What an event carries: each server event has one payload. */
export type ServerEventPayload<E extends keyof ServerToClientEvents> = Parameters<
  ServerToClientEvents[E]
>[0];

/** Events the client emits; every one is acknowledged. */
export interface ClientToServerEvents {
  send_message: (payload: SendMessageInput, ack: (result: SendMessageAck) => void) => void;
}

/** docs/product.md §10.5: reconnect after 1 s growing to 5 s, jitter 0.5, no limit; connect timeout 20 s. */
export const RECONNECT_OPTIONS = {
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  timeout: 20_000,
} as const;

export const SOCKET_PATH = '/socket.io';

/** The connection errors docs/product.md §10.5 shows to the person. */
export type ConnectionError =
  | 'No transports available'
  | 'timeout'
  | 'ping timeout'
  | 'server error';

/** Maps Socket.IO's disconnect and connect_error reasons to docs/product.md §10.5's texts. */
export function connectionError(reason: string): ConnectionError | undefined {
  switch (reason) {
    case 'io client disconnect':
      return undefined;
    case 'ping timeout':
      return 'ping timeout';
    case 'timeout':
      return 'timeout';
    case 'No transports available':
    case 'websocket error':
    case 'transport error':
    case 'transport close':
      return 'No transports available';
    default:
      // 'server error', 'io server disconnect', 'parse error', a refused handshake.
      return 'server error';
  }
}

export const isAckError = (ack: SendMessageAck): ack is { detail: string; status?: number } =>
  'detail' in ack;
