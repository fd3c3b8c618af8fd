import type { Server as HttpServer } from 'node:http';
import type { AppContext } from '@server/context';
import { createMessageLimiter, registerMessageHandlers } from '@server/modules/messages';
import { createSocketServer } from '@server/realtime/socket-server';
import type { Server } from 'socket.io';

/** The app's socket server: the realtime layer's, with the messages module's events on it. */
export function createAppSocketServer(ctx: AppContext, http: HttpServer): Server {
  const messageLimiter = createMessageLimiter(ctx);
  return createSocketServer(ctx, http, (socket) =>
    registerMessageHandlers(ctx, messageLimiter, socket, socket.user),
  );
}
