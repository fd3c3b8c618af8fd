import {
  type ConnectionError,
  connectionError,
  isAckError,
  RECONNECT_OPTIONS,
  type SendMessageAck,
} from '@common/realtime';
import { MEMBER_LEFT_STATUS, type SendMessageInput } from '@common/schemas/messages';
import { CANT_MESSAGE_STATUS } from '@common/schemas/safety';
import type { Message } from '@common/types';

/**
 * A message written but not yet acknowledged by the server (or refused, with why). `left`: the
 * receiver has left Homegrown (410); `refused`: either member blocks the other (403,
 * docs/product.md §14.1). Neither is ever sent again: each waits for the chat to take its text
 * back (docs/product.md §10.4).
 */
export interface OutboxItem {
  client_id: string;
  receiver_id: number;
  content: string;
  /** The listing the message is about (docs/product.md §10.7), sent along with it. */
  listing_id?: number | undefined;
  created_at: string;
  state: 'sending' | 'failed' | 'left' | 'refused';
  detail?: string;
}

export interface ConnectionSnapshot {
  status: 'connecting' | 'connected' | 'reconnecting';
  /** docs/product.md §10.5's text for the last failure, until the connection is back. */
  error: ConnectionError | undefined;
  outbox: OutboxItem[];
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One attempt at sending: its acknowledgement, and whether it rides on the current socket. */
interface Attempt {
  ack: Promise<SendMessageAck>;
  overSocket: boolean;
}

export interface OutboxOptions {
  /** Hands a message to the server; undefined when nothing can carry it now. */
  transmit(payload: SendMessageInput): Attempt | undefined;
  /** Where unsent messages survive a reload (localStorage in the browser). */
  storage?: StorageLike | undefined;
  storageKey?: string | undefined;
  newId?: (() => string) | undefined;
  /** The wait before a message that got no answer goes again. */
  retryDelayMs?: number;
  /** The server acknowledged a message with its stored copy. */
  onStored?(message: Message): void;
  /**
   * The connection is up, the first time or after a drop: whatever arrived before it was must
   * be fetched (a message sent between the page's read and the socket's first connect reaches
   * no open socket).
   */
  onConnect?(): void;
}

export interface Outbox {
  send(receiverId: number, content: string, listingId?: number): OutboxItem;
  retry(clientId: string): void;
  discard(clientId: string): void;
  /** Sends every message that is waiting and not already on its way. */
  flush(): void;
  connected(): void;
  disconnected(reason: string): void;
  failedToConnect(reason: string): void;
  getSnapshot(): ConnectionSnapshot;
  subscribe(listener: () => void): () => void;
  close(): void;
}

/** A refusal that no resend can change closes the chat; any other lets the member retry. */
function closingState(status: number | undefined): OutboxItem['state'] {
  if (status === MEMBER_LEFT_STATUS) return 'left';
  return status === CANT_MESSAGE_STATUS ? 'refused' : 'failed';
}

/**
 * crypto.randomUUID exists only in secure contexts; the fallback is the same v4 format.
 * @internal
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function load(storage: StorageLike | undefined, key: string): OutboxItem[] {
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
 * The member's unsent messages and what the connection shows of itself. Every message goes
 * with its client id until the server acknowledges it (the server stores a client id once,
 * so resends never double); one that got no answer goes again after `retryDelayMs`, one
 * that rode on a socket that dropped goes again when the connection is back.
 */
export function createOutbox(opts: OutboxOptions): Outbox {
  const { storage, storageKey = 'outbox' } = opts;
  const retryDelay = opts.retryDelayMs ?? RECONNECT_OPTIONS.reconnectionDelayMax;
  let snapshot: ConnectionSnapshot = {
    status: 'connecting',
    error: undefined,
    outbox: load(storage, storageKey).map((i) => ({
      ...i,
      state: i.state === 'left' || i.state === 'refused' ? i.state : 'sending',
    })),
  };
  const listeners = new Set<() => void>();
  /** The latest attempt per message on its way; only that one may end its journey. */
  const inFlight = new Map<string, Attempt>();
  let hasConnected = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const update = (patch: Partial<ConnectionSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    if (patch.outbox) {
      try {
        if (snapshot.outbox.length) storage?.setItem(storageKey, JSON.stringify(snapshot.outbox));
        else storage?.removeItem(storageKey);
      } catch {
        // Storage full or blocked: the outbox still lives for this page.
      }
    }
    for (const listener of listeners) listener();
  };

  const settle = (clientId: string, ack: SendMessageAck) => {
    if (isAckError(ack)) {
      update({
        outbox: snapshot.outbox.map((i) =>
          i.client_id === clientId
            ? {
                ...i,
                state: closingState(ack.status),
                detail: ack.detail,
              }
            : i,
        ),
      });
      return;
    }
    // The stored message goes into the conversation before its pending copy leaves.
    opts.onStored?.(ack);
    update({ outbox: snapshot.outbox.filter((i) => i.client_id !== clientId) });
  };

  const scheduleRetry = () => {
    if (retryTimer || closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      flush();
    }, retryDelay);
  };

  const deliver = (item: OutboxItem) => {
    const attempt = opts.transmit({
      receiver_id: item.receiver_id,
      content: item.content,
      client_id: item.client_id,
      ...(item.listing_id ? { listing_id: item.listing_id } : {}),
    });
    if (!attempt) return;
    inFlight.set(item.client_id, attempt);
    const done = () => inFlight.get(item.client_id) === attempt && inFlight.delete(item.client_id);
    attempt.ack.then(
      (ack) => {
        done();
        settle(item.client_id, ack);
      },
      // No answer: the message may or may not be stored; send it again.
      () => {
        if (done()) scheduleRetry();
      },
    );
  };

  function flush() {
    if (closed) return;
    for (const item of snapshot.outbox)
      if (item.state === 'sending' && !inFlight.has(item.client_id)) deliver(item);
  }

  return {
    send(receiverId, content, listingId) {
      const item: OutboxItem = {
        client_id: (opts.newId ?? newClientId)(),
        receiver_id: receiverId,
        content,
        ...(listingId ? { listing_id: listingId } : {}),
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
          i.client_id === clientId && i.state === 'failed'
            ? { ...i, state: 'sending', detail: undefined }
            : i,
        ),
      });
      flush();
    },
    discard(clientId) {
      update({ outbox: snapshot.outbox.filter((i) => i.client_id !== clientId) });
    },
    flush,
    connected() {
      update({ status: 'connected', error: undefined });
      opts.onConnect?.();
      hasConnected = true;
      flush();
    },
    disconnected(reason) {
      // What rode on the dropped socket goes again on the next connection.
      for (const [id, attempt] of inFlight) if (attempt.overSocket) inFlight.delete(id);
      if (reason === 'io client disconnect') return;
      update({ status: 'reconnecting', error: connectionError(reason) });
    },
    failedToConnect(reason) {
      update({
        status: hasConnected ? 'reconnecting' : 'connecting',
        error: connectionError(reason),
      });
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
    },
  };
}
