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
import { z } from 'zod';
import { defineContracts } from './contract';

export const SELF_MESSAGE = 'You cannot send a message to yourself';
export const USER_NOT_FOUND = 'User not found';
export const CLIENT_ID_TAKEN =
  'This client_id is already used for your message to another member: a new message needs a new client_id';
/** Refused past the rate of server/modules/messages/rate.ts, over REST and the socket alike. */
export const MESSAGE_RATE_DETAIL = 'You are sending messages too fast. Please wait a moment.';

const SELF = { 400: SELF_MESSAGE };

/** docs/product.md §10.6. A thread is named by the other member's id. */
export const messageContracts = defineContracts('messages', {
  threads: {
    method: 'GET',
    path: '/messages',
    summary: 'My threads, newest first',
    query: threadsQuerySchema,
    response: z.array(messageThreadSchema),
  },
  // Before /messages/:otherId, which would otherwise take "unread-count" for an id.
  unreadCount: {
    method: 'GET',
    path: '/messages/unread-count',
    summary: 'Unread messages',
    response: unreadCountSchema,
  },
  send: {
    method: 'POST',
    path: '/messages',
    summary: 'Send a message (also pushed as new_message)',
    body: sendMessageSchema,
    response: messageSchema,
    status: 201,
    errors: {
      ...SELF,
      403: CANT_MESSAGE,
      404: USER_NOT_FOUND,
      409: CLIENT_ID_TAKEN,
      [MEMBER_LEFT_STATUS]: MEMBER_LEFT,
      429: MESSAGE_RATE_DETAIL,
    },
  },
  thread: {
    method: 'GET',
    path: '/messages/:otherId',
    summary: 'Messages with a member, oldest to newest',
    params: otherIdParams,
    query: threadQuerySchema,
    response: z.array(messageSchema),
    errors: { ...SELF, 404: USER_NOT_FOUND },
  },
  markRead: {
    method: 'POST',
    path: '/messages/:otherId/mark-thread-read',
    summary: 'Mark a thread read',
    params: otherIdParams,
    response: threadReadSchema,
    errors: SELF,
  },
});
