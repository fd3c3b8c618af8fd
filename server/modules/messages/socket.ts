import type { ClientToServerEvents, SendMessageAck, ServerToClientEvents } from '@common/realtime';
import { sendMessageSchema } from '@common/schemas/messages';
import type { Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { HttpError } from '../../lib/errors';
import type { AuthUser } from '../../middleware/auth';
import { createEventLimiter, type EventLimiter } from '../../realtime/event-limiter';
import { MESSAGE_RATE, MESSAGE_RATE_DETAIL } from './rate';
import { sendMessage } from './service';

type MessageSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

// One limiter per context (per server process), shared by all its connections.
const limiters = new WeakMap<AppContext, EventLimiter>();
function limiterFor(ctx: AppContext): EventLimiter {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    limiter = createEventLimiter({
      name: 'socket-messages',
      ...MESSAGE_RATE,
      enabled: ctx.config.rateLimits,
      redis: ctx.redis,
    });
    limiters.set(ctx, limiter);
  }
  return limiter;
}

/** send_message: validated like POST /messages, acknowledged with the message or {detail}. */
export function registerMessageHandlers(ctx: AppContext, socket: Socket, user: AuthUser): void {
  const typed = socket as MessageSocket;
  const limiter = limiterFor(ctx);

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
      if ((await limiter.hit(`user:${user.id}`)) > 0) return reply({ detail: MESSAGE_RATE_DETAIL });
      const parsed = sendMessageSchema.safeParse(payload ?? {});
      if (!parsed.success) {
        return reply({ detail: parsed.error.issues.map((i) => i.message).join('\n') });
      }
      reply(await sendMessage(ctx, user.id, parsed.data));
    } catch (err) {
      if (err instanceof HttpError && typeof err.detail === 'string')
        return reply({ detail: err.detail });
      ctx.logger.error({ err, userId: user.id }, 'send_message failed');
      reply({ detail: 'server error' });
    }
  });
}
