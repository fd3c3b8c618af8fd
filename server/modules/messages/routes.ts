import {
  MEMBER_LEFT,
  MEMBER_LEFT_STATUS,
  messageSchema,
  messageThreadSchema,
  otherIdParams,
  sendMessageSchema,
  threadQuerySchema,
  threadReadSchema,
  threadsQuerySchema,
  unreadCountSchema,
} from '@common/schemas/messages';
import { CANT_MESSAGE } from '@common/schemas/safety';
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';
import { z } from 'zod';
import { MESSAGE_RATE, MESSAGE_RATE_DETAIL } from './rate';
import * as messages from './service';

const tag = 'messages';
const SELF = { 400: messages.SELF_MESSAGE };

/** docs/product.md §10.6. A thread is named by the other member's id; answers are not stored. */
export function messageRoutes(ctx: AppContext) {
  const sendLimit = ctx.limiter({
    name: 'messages',
    ...MESSAGE_RATE,
    key: (req) => (req.user ? `user:${req.user.id}` : undefined),
    message: MESSAGE_RATE_DETAIL,
  });

  return [
    defineRoute(
      {
        method: 'GET',
        path: '/messages',
        tag,
        access: 'member',
        summary: 'My threads, newest first',
        query: threadsQuerySchema,
        response: z.array(messageThreadSchema),
      },
      async ({ input, user, res }) => {
        const { threads, nextCursor } = await messages.listThreads(ctx, user.id, input.query);
        if (nextCursor) res.set('X-Next-Cursor', nextCursor);
        res.set('Cache-Control', 'no-store');
        return threads;
      },
    ),
    // Before /messages/:otherId, which would otherwise take "unread-count" for an id.
    defineRoute(
      {
        method: 'GET',
        path: '/messages/unread-count',
        tag,
        access: 'member',
        summary: 'Unread messages',
        response: unreadCountSchema,
      },
      ({ user, res }) => {
        res.set('Cache-Control', 'no-store');
        return messages.unreadCount(ctx, user.id);
      },
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/messages',
        tag,
        access: 'member',
        summary: 'Send a message (also pushed as new_message)',
        body: sendMessageSchema,
        response: messageSchema,
        status: 201,
        errors: {
          ...SELF,
          403: CANT_MESSAGE,
          404: messages.USER_NOT_FOUND,
          409: messages.CLIENT_ID_TAKEN,
          [MEMBER_LEFT_STATUS]: MEMBER_LEFT,
          429: MESSAGE_RATE_DETAIL,
        },
        before: [sendLimit],
      },
      ({ input, user }) => messages.sendMessage(ctx, user.id, input.body),
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/messages/:otherId',
        tag,
        access: 'member',
        summary: 'Messages with a member, oldest to newest',
        params: otherIdParams,
        query: threadQuerySchema,
        response: z.array(messageSchema),
        errors: { ...SELF, 404: messages.USER_NOT_FOUND },
      },
      async ({ input, user, res }) => {
        const page = await messages.threadMessages(ctx, user.id, input.params.otherId, input.query);
        res.set('Cache-Control', 'no-store');
        return page;
      },
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/messages/:otherId/mark-thread-read',
        tag,
        access: 'member',
        summary: 'Mark a thread read',
        params: otherIdParams,
        response: threadReadSchema,
        errors: SELF,
      },
      ({ input, user }) => messages.markThreadRead(ctx, user.id, input.params.otherId),
    ),
  ];
}
