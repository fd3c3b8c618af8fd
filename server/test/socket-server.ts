import { createServer } from 'node:http';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import type { ClientToServerEvents, SendMessageAck, ServerToClientEvents } from '@common/realtime';
import { setupTestApp, type TestApp } from '@server/test/app';
import { createAppSocketServer } from '@server/wiring/socket-server';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The test app behind a real HTTP server with Socket.IO, listening on a free port. */
export async function listenWithSockets(testApp: TestApp) {
  const http = createServer(testApp.app);
  const io: Server = createAppSocketServer(testApp.ctx, http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const clients: ClientSocket[] = [];
  return {
    url,
    io,
    /** A plain socket.io-client as a member's tab; closed with the server. */
    client(token: string | undefined, opts: { reconnection?: boolean } = {}): ClientSocket {
      const socket: ClientSocket = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: token === undefined ? {} : { token },
        forceNew: true,
        reconnection: opts.reconnection ?? false,
      });
      clients.push(socket);
      return socket;
    },
    /** Cuts a member's TCP connections without a goodbye, as a dropped network would. */
    kill(userId: number) {
      for (const socket of io.of('/').sockets.values())
        if (socket.user.id === userId) (socket.request.socket as NetSocket).destroy();
    },
    async close() {
      for (const c of clients) c.disconnect();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}

/** Resolves with the next `event` on `socket`, or fails after `ms`. */
export function nextEvent<T = unknown>(
  socket: { once(event: string, fn: (arg: T) => void): unknown },
  event: string,
  ms = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (arg: T) => {
      clearTimeout(timer);
      resolve(arg);
    });
  });
}

export async function connected(socket: ClientSocket): Promise<void> {
  if (socket.connected) return;
  await nextEvent(socket, 'connect');
}

/** A test app with Socket.IO listening for the file's tests. */
export function setupSocketApp() {
  const testApp = setupTestApp();
  let server: Awaited<ReturnType<typeof listenWithSockets>> | undefined;
  beforeAll(async () => {
    server = await listenWithSockets(testApp());
  });
  afterAll(() => server?.close());
  return {
    testApp,
    server: () => {
      if (!server) throw new Error('setupSocketApp() is only available inside tests');
      return server;
    },
  };
}

/** send_message over a socket, with its acknowledgement (5 s at most). */
export const sendOver = (socket: ClientSocket, payload: unknown) =>
  socket.timeout(5000).emitWithAck('send_message', payload as never) as Promise<SendMessageAck>;

/**
 * Shows a tab has heard whatever earlier requests made the server push to it, so a test that
 * nothing arrived can look at once instead of after a pause. One connection's frames arrive in
 * order, and the server answers this after those pushes; it is a message to a member who does
 * not exist, refused with 404 after database lookups (and pushing nothing), so a check that an
 * earlier request set off (a session re-checked after a change) has had its answer first: on
 * PGlite always, its one connection taking queries in turn. Throws when the tab is, or gets,
 * disconnected.
 */
export async function roundTrip(socket: ClientSocket): Promise<void> {
  if (!socket.connected) throw new Error('the tab is disconnected');
  const ack = await sendOver(socket, { receiver_id: 2_147_483_647, content: 'Anyone there?' });
  if (!('status' in ack) || ack.status !== 404) {
    throw new Error(`round trip answered ${JSON.stringify(ack)}`);
  }
}
