import {
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
import { z } from 'zod';
import { defineContracts, says } from './contract';

/**
 * The refusal in English, as tests read it; the server says it in the caller's language.
 * @internal
 */
export const CLIENT_ID_TAKEN =
  'This client_id is already used for your message to another member: a new message needs a new client_id';

const SELF = { 400: says('errors.messages.toSelf') };
const USER_NOT_FOUND = says('errors.users.notFound');

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
      403: says('errors.messages.blocked'),
      404: USER_NOT_FOUND,
      409: says('errors.messages.clientIdTaken'),
      [MEMBER_LEFT_STATUS]: says('errors.messages.memberLeft'),
      // Past the rate of server/modules/messages/rate.ts, over REST and the socket alike.
      429: says('errors.messages.tooFast'),
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
