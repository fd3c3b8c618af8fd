import type { Server as HttpServer } from 'node:http';
import type { Logger } from '@server/lib/logger';
import type { SessionCache, SessionChange } from '@server/lib/session-cache';
import type { AuthUser, TokenResolver } from '@server/middleware/auth';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { type Realtime, userRoom } from './hub';

const SESSIONS_CHANGED = 'sessions:changed';

declare module 'socket.io' {
  interface Socket {
    user: AuthUser;
  }
}

/** What the socket server reads of the app's context. */
export interface SocketContext {
  redis: Redis | undefined;
  logger: Logger;
  tokens: TokenResolver;
  sessions: SessionCache;
  realtime: Realtime;
}

/**
 * Socket.IO at /socket.io, websocket only, the JWT in the handshake `auth` (docs/product.md §10.5). With
 * Redis, emits reach members connected to any process. The events a member's socket may send are
 * the modules' (`onConnection`), handed in where the app is put together (docs/decisions.md
 * "Layers").
 */
export function createSocketServer(
  ctx: SocketContext,
  http: HttpServer,
  onConnection: (socket: Socket) => void,
): Server {
  const io = new Server(http, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
  });
  if (ctx.redis) {
    // The adapter subscribes at once: these two must queue commands until connected (the
    // shared client fails fast instead) and retry for as long as Redis is away.
    const options = { enableOfflineQueue: true, maxRetriesPerRequest: null };
    const pub = ctx.redis.duplicate(options);
    const sub = ctx.redis.duplicate(options);
    for (const client of [pub, sub])
      client.on('error', (err) => ctx.logger.warn({ err: err.message }, 'socket redis error'));
    io.adapter(createAdapter(pub, sub));
    // io.close() closes the HTTP server; the adapter's connections go with it. QUIT waits for
    // the adapter's own UNSUBSCRIBEs (sent by io.close()) to be answered, so none of them is
    // left to reject as an unhandled "Connection is closed" while the process stops.
    http.once('close', () => {
      for (const client of [pub, sub]) client.quit().catch(() => client.disconnect());
    });
  }
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown })?.token;
    if (typeof token !== 'string' || !token) return next(new Error('Not authenticated'));
    try {
      const user = await ctx.tokens(token);
      if (!user) return next(new Error('Could not validate credentials'));
      socket.user = user;
      next();
    } catch (err) {
      ctx.logger.warn({ err }, 'socket authentication failed');
      next(new Error('server error'));
    }
  });
  if (ctx.redis) {
    // A revocation or a member's change on one instance reaches the others' session caches.
    ctx.sessions.publishWith((change) => io.serverSideEmit(SESSIONS_CHANGED, change));
    io.on(SESSIONS_CHANGED, (change: SessionChange) => ctx.sessions.forgetHere(change));
  }
  // An open socket lives on after its token is revoked unless it is checked again: every
  // change that may have voided tokens re-checks the sockets it concerns, and closes those
  // whose token is no longer good (the client then asks the session whether to go on).
  const recheck = async (socket: Socket) => {
    const token = (socket.handshake.auth as { token: string }).token;
    try {
      const user = await ctx.tokens(token);
      if (user) socket.user = user;
      else socket.disconnect(true);
    } catch (err) {
      ctx.logger.warn({ err }, 'socket session check failed');
    }
  };
  ctx.sessions.onChange(({ userId, jti }) => {
    const nsp = io.of('/');
    // Only this member's sockets here: each tab joined their room on connecting.
    for (const id of nsp.adapter.rooms.get(userRoom(userId)) ?? []) {
      const socket = nsp.sockets.get(id);
      if (socket && (jti === undefined || socket.user.jti === jti)) void recheck(socket);
    }
  });
  io.on('connection', (socket) => {
    socket.join(userRoom(socket.user.id));
    onConnection(socket);
  });
  ctx.realtime.attach(io);
  return io;
}
