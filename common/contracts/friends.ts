import { messageAnswerSchema } from '@common/schemas/auth';
import { emailPreviewSchema } from '@common/schemas/emails';
import {
  friendEntrySchema,
  friendIdParams,
  friendInviteSchema,
  friendListQuery,
  friendRequestEntrySchema,
  friendRequestSchema,
  friendRequestsQuery,
  friendRespondSchema,
  friendStatusResponseSchema,
  friendshipChangeSchema,
} from '@common/schemas/friends';
import { CANT_BEFRIEND } from '@common/schemas/safety';
import { z } from 'zod';
import { defineContracts } from './contract';

/** docs/product.md §9.8, under /auth/friends. */
export const friendContracts = defineContracts('friends', {
  list: {
    method: 'GET',
    path: '/auth/friends',
    summary: 'My friends',
    query: friendListQuery,
    response: z.array(friendEntrySchema),
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
    errors: { 404: 'User not found' },
  },
  request: {
    method: 'POST',
    path: '/auth/friends/request',
    summary: 'Ask a member to be friends',
    body: friendRequestSchema,
    response: friendshipChangeSchema,
    status: 201,
    errors: {
      400: 'You cannot send a friend request to yourself',
      403: CANT_BEFRIEND,
      404: 'User not found',
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
      403: 'Only the recipient can answer this friend request',
      404: 'Friend request not found',
      409: 'This friend request has already been answered',
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
      404: 'You are not friends with this member',
      409: 'This member sent you a friend request: accept or decline it instead',
    },
  },
});
