import { formatMessage, withLocale } from '@common/i18n/format';
import { negotiateLocale } from '@common/i18n/locales';
import type { ClientToServerEvents, SendMessageAck, ServerToClientEvents } from '@common/realtime';
import { sendMessageSchema } from '@common/schemas/messages';
import type { AppContext } from '@server/context';
import { HttpError, sayDetail } from '@server/lib/errors';
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
 * carrying the status POST /messages would answer, the detail in the member's language as the
 * API would say it (docs/decisions.md "Languages").
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
    // Read at each send: a change of language on the profile reaches the socket's session.
    const locale = () =>
      socket.user.locale ?? negotiateLocale(socket.handshake.headers['accept-language']);
    try {
      if ((await limiter.hit(`user:${user.id}`)) > 0)
        return reply({ detail: formatMessage(locale(), 'errors.messages.tooFast'), status: 429 });
      // The schema's messages are made as the payload is checked, in the member's language.
      const checked = withLocale(locale(), () => {
        const parsed = sendMessageSchema.safeParse(payload ?? {});
        if (parsed.success) return { ok: true as const, input: parsed.data };
        return { ok: false as const, detail: parsed.error.issues.map((i) => i.message).join('\n') };
      });
      if (!checked.ok) return reply({ detail: checked.detail, status: 422 });
      reply(await sendMessage(ctx, user.id, checked.input));
    } catch (err) {
      if (err instanceof HttpError && !Array.isArray(err.detail))
        return reply({ detail: sayDetail(err.detail, locale()), status: err.status });
      ctx.logger.error({ err, userId: user.id }, 'send_message failed');
      reply({ detail: formatMessage(locale(), 'errors.socket.serverError'), status: 500 });
    }
  });
}
