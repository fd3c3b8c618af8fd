import { messageAnswerSchema } from '@common/schemas/auth';
import { emailPreviewSchema } from '@common/schemas/emails';
import {
  friendIdParams,
  friendInviteSchema,
  friendListQuery,
  friendRequestEntrySchema,
  friendRequestSchema,
  friendRequestsQuery,
  friendRespondSchema,
  friendStatusResponseSchema,
  friendshipChangeSchema,
  memberCardSchema,
} from '@common/schemas/friends';
import { z } from 'zod';
import { defineContracts, says } from './contract';

/** docs/product.md §9.8, under /auth/friends. */
export const friendContracts = defineContracts('friends', {
  list: {
    method: 'GET',
    path: '/auth/friends',
    summary: 'My friends',
    query: friendListQuery,
    // Friends in username order.
    response: z.array(memberCardSchema),
  },
  requests: {
    method: 'GET',
    path: '/auth/friends/requests',
    summary: 'Requests sent to me',
    query: friendRequestsQuery,
    response: z.array(friendRequestEntrySchema),
  },
  status: {
    method: 'GET',
    path: '/auth/friends/status/:id',
    summary: 'Friendship with a member',
    params: friendIdParams,
    response: friendStatusResponseSchema,
    errors: { 404: says('errors.users.notFound') },
  },
  request: {
    method: 'POST',
    path: '/auth/friends/request',
    summary: 'Ask a member to be friends',
    body: friendRequestSchema,
    response: friendshipChangeSchema,
    status: 201,
    errors: {
      400: says('errors.friends.toSelf'),
      403: says('errors.friends.blocked'),
      404: says('errors.users.notFound'),
      409: 'Already friends, or a request is pending',
    },
  },
  respond: {
    method: 'POST',
    path: '/auth/friends/respond',
    summary: 'Accept or decline a request sent to me',
    body: friendRespondSchema,
    response: friendshipChangeSchema,
    errors: {
      403: says('errors.friends.recipientOnly'),
      404: says('errors.friends.requestNotFound'),
      409: says('errors.friends.alreadyAnswered'),
    },
  },
  invitePreview: {
    method: 'GET',
    path: '/auth/friends/invite/preview',
    summary: 'The invitation e-mail with my data',
    response: emailPreviewSchema,
  },
  invite: {
    method: 'POST',
    path: '/auth/friends/invite',
    summary: 'E-mail a friend invitation',
    body: friendInviteSchema,
    // "Invitation sent to …"
    response: messageAnswerSchema,
    status: 202,
    errors: { 400: 'You cannot invite yourself', 503: 'The invitation could not be sent' },
  },
  remove: {
    method: 'DELETE',
    path: '/auth/friends/:id',
    summary: 'Remove a friend, or cancel a request I sent',
    params: friendIdParams,
    status: 204,
    errors: {
      404: says('errors.friends.notFriends'),
      409: says('errors.friends.answerInstead'),
    },
  },
});
