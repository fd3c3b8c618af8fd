import { MESSAGE_RATE_DETAIL } from '@common/contracts/messages';
import type { ClientToServerEvents, SendMessageAck, ServerToClientEvents } from '@common/realtime';
import { sendMessageSchema } from '@common/schemas/messages';
import type { AppContext } from '@server/context';
import { HttpError } from '@server/lib/errors';
import type { AuthUser } from '@server/middleware/auth';
import { createEventLimiter, type EventLimiter } from '@server/realtime/event-limiter';
import type { Socket } from 'socket.io';
import { MESSAGE_RATE } from './rate';
import { sendMessage } from './service';

type MessageSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/**
 * The send_message limit, built once per socket server (one per process) and shared by all
 * its connections: the same rate as POST /messages (docs/product.md §10.4).
 */
export function createMessageLimiter(ctx: AppContext): EventLimiter {
  return createEventLimiter({
    name: 'socket-messages',
    ...MESSAGE_RATE,
    enabled: ctx.config.rateLimits,
    redis: ctx.redis,
  });
}

/**
 * send_message: validated like POST /messages, acknowledged with the message or {detail, status}
 * carrying the status POST /messages would answer.
 */
export function registerMessageHandlers(
  ctx: AppContext,
  limiter: EventLimiter,
  socket: Socket,
  user: AuthUser,
): void {
  const typed = socket as MessageSocket;

  // A connection outliving its token is closed; the client reconnects with a fresh one.
  const expiresIn = user.exp * 1000 - Date.now();
  const expiry = setTimeout(
    () => typed.disconnect(true),
    Math.min(Math.max(expiresIn, 0), 2 ** 31 - 1),
  );
  typed.on('disconnect', () => clearTimeout(expiry));

  typed.on('send_message', async (payload, ack) => {
    const reply = (result: SendMessageAck) => {
      if (typeof ack === 'function') ack(result);
    };
    try {
      if ((await limiter.hit(`user:${user.id}`)) > 0)
        return reply({ detail: MESSAGE_RATE_DETAIL, status: 429 });
      const parsed = sendMessageSchema.safeParse(payload ?? {});
      if (!parsed.success) {
        const detail = parsed.error.issues.map((i) => i.message).join('\n');
        return reply({ detail, status: 422 });
      }
      reply(await sendMessage(ctx, user.id, parsed.data));
    } catch (err) {
      if (err instanceof HttpError && typeof err.detail === 'string')
        return reply({ detail: err.detail, status: err.status });
      ctx.logger.error({ err, userId: user.id }, 'send_message failed');
      reply({ detail: 'server error', status: 500 });
    }
  });
}
