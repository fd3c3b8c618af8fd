import { randomUUID } from 'node:crypto';
import type { ClientToServerEvents, ServerToClientEvents } from '@common/realtime';
import { SOCKET_PATH } from '@common/realtime';
import type { Message } from '@common/types';
import { io, type Socket } from 'socket.io-client';
import { percentile } from './stats';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface RealtimeResult {
  sockets: number;
  sent: number;
  /** Sends the server refused in its acknowledgement (e.g. the per-member rate limit). */
  refused: number;
  delivered: number;
  lost: number;
  doubled: number;
  p50: number;
  p99: number;
  maxRssBytes: number;
}

/** Connects every member's socket (websocket only, token in the handshake, as the client). */
async function connectAll(url: string, tokens: string[]): Promise<ClientSocket[]> {
  const sockets: ClientSocket[] = [];
  // In waves, as a crowd arriving would: a thousand handshakes at once only measure the backlog.
  for (let i = 0; i < tokens.length; i += 100) {
    const wave = tokens.slice(i, i + 100).map(
      (token) =>
        new Promise<ClientSocket>((resolve, reject) => {
          const socket: ClientSocket = io(url, {
            path: SOCKET_PATH,
            transports: ['websocket'],
            auth: { token },
            reconnection: false,
            timeout: 20_000,
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(wave)));
  }
  return sockets;
}

/**
 * `rate` messages a second between random pairs of connected members for `seconds`, each
 * sent with send_message and timed until the receiver's socket gets new_message. A message
 * the receiver never gets is lost; one it gets twice is doubled.
 */
export async function realtimeRun(opts: {
  url: string;
  members: { id: number; token: string }[];
  rate: number;
  seconds: number;
  rss: () => number;
}): Promise<RealtimeResult> {
  const { members } = opts;
  const sockets = await connectAll(
    opts.url,
    members.map((m) => m.token),
  );
  const sentAt = new Map<string, { at: number; receiver: number }>();
  const received = new Map<string, number>();
  const latencies: number[] = [];
  let refused = 0;
  let doubled = 0;

  sockets.forEach((socket, index) => {
    const me = members[index]!.id;
    socket.on('new_message', (message: Message) => {
      // Each member's own sends come back to their tabs too; only the receiver's copy counts.
      if (message.receiver_id !== me || !message.client_id) return;
      const sent = sentAt.get(message.client_id);
      if (!sent) return;
      const count = (received.get(message.client_id) ?? 0) + 1;
      received.set(message.client_id, count);
      if (count > 1) doubled += 1;
      else latencies.push(performance.now() - sent.at);
    });
  });

  let maxRss = opts.rss();
  const sampler = setInterval(() => {
    maxRss = Math.max(maxRss, opts.rss());
  }, 250);
  const interval = 1000 / opts.rate;
  const total = Math.round(opts.rate * opts.seconds);
  const started = performance.now();
  for (let n = 0; n < total; n += 1) {
    // Paced against the clock, so a slow tick does not lower the rate.
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const from = Math.floor(Math.random() * sockets.length);
    let to = Math.floor(Math.random() * (sockets.length - 1));
    if (to >= from) to += 1;
    const clientId = randomUUID();
    sentAt.set(clientId, { at: performance.now(), receiver: members[to]!.id });
    sockets[from]!.emit(
      'send_message',
      { receiver_id: members[to]!.id, content: `bench ${n}`, client_id: clientId },
      (ack) => {
        if ('detail' in ack) {
          refused += 1;
          sentAt.delete(clientId);
        }
      },
    );
  }
  // Stragglers: wait until everything arrived, or 5 s at most.
  const deadline = performance.now() + 5_000;
  while (received.size < sentAt.size && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  clearInterval(sampler);
  maxRss = Math.max(maxRss, opts.rss());
  for (const socket of sockets) socket.disconnect();

  const sorted = latencies.sort((a, b) => a - b);
  return {
    sockets: sockets.length,
    sent: total,
    refused,
    delivered: received.size,
    lost: sentAt.size - received.size,
    doubled,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    maxRssBytes: maxRss,
  };
}
