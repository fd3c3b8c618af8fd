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
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';
import { nulAt } from '@server/lib/nul-characters';
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { previewInvitation, sendInvitation } from './invitations';
import * as friends from './service';

const MINUTE = 60_000;
const tag = 'friends';

/** docs/product.md §9.8, under /auth/friends; every route needs a login. */
export function friendRoutes(ctx: AppContext) {
  const byMember = (req: Request) => (req.user ? `u${req.user.id}` : undefined);
  const byAddress = (req: Request) =>
    typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : undefined;
  // Requests are cheap but each one reaches another member: enough for any real use.
  const requests = ctx.limiter({
    name: 'friend-requests',
    windowMs: 60 * MINUTE,
    limit: 60,
    key: byMember,
  });
  // E-mail leaves the system: a member sends a handful an hour, an address gets few a day.
  const invites = ctx.limiter({
    name: 'friend-invites',
    windowMs: 60 * MINUTE,
    limit: 10,
    key: byMember,
  });
  const invitesTo = ctx.limiter({
    name: 'friend-invites-address',
    windowMs: 24 * 60 * MINUTE,
    limit: 3,
    key: byAddress,
  });
  // An address is counted only for an invitation that passes validation: a refused one
  // (422) costs the address nothing.
  const invitesToValid: RequestHandler = (req, res, next) => {
    const body = req.body ?? {};
    if (nulAt(body) || !friendInviteSchema.safeParse(body).success) return next();
    return invitesTo(req, res, next);
  };

  return [
    defineRoute(
      {
        method: 'GET',
        path: '/auth/friends',
        tag,
        access: 'member',
        summary: 'My friends',
        query: friendListQuery,
        response: z.array(friendEntrySchema),
      },
      ({ input, user }) => friends.friendsOf(ctx, user.id, input.query),
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/auth/friends/requests',
        tag,
        access: 'member',
        summary: 'Requests sent to me',
        query: friendRequestsQuery,
        response: z.array(friendRequestEntrySchema),
      },
      ({ input, user }) => friends.incomingRequests(ctx, user.id, input.query),
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/auth/friends/status/:id',
        tag,
        access: 'member',
        summary: 'Friendship with a member',
        params: friendIdParams,
        response: friendStatusResponseSchema,
        errors: { 404: 'User not found' },
      },
      ({ input, user }) => friends.statusWith(ctx, user.id, input.params.id),
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/auth/friends/request',
        tag,
        access: 'member',
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
        before: [requests],
      },
      ({ input, user }) => friends.sendRequest(ctx, user.id, input.body.friend_id),
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/auth/friends/respond',
        tag,
        access: 'owner',
        summary: 'Accept or decline a request sent to me',
        body: friendRespondSchema,
        response: friendshipChangeSchema,
        errors: {
          403: 'Only the recipient can answer this friend request',
          404: 'Friend request not found',
          409: 'This friend request has already been answered',
        },
      },
      ({ input, user }) => friends.respond(ctx, user.id, input.body.request_id, input.body.accept),
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/auth/friends/invite/preview',
        tag,
        access: 'member',
        summary: 'The invitation e-mail with my data',
        response: emailPreviewSchema,
      },
      ({ user, res }) => {
        res.set('Cache-Control', 'private, no-cache');
        return previewInvitation(ctx, user.id);
      },
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/auth/friends/invite',
        tag,
        access: 'member',
        summary: 'E-mail a friend invitation',
        body: friendInviteSchema,
        // "Invitation sent to …"
        response: messageAnswerSchema,
        status: 202,
        errors: { 400: 'You cannot invite yourself', 503: 'The invitation could not be sent' },
        before: [invites, invitesToValid],
      },
      ({ input, user }) => sendInvitation(ctx, user.id, input.body),
    ),
    defineRoute(
      {
        method: 'DELETE',
        path: '/auth/friends/:id',
        tag,
        access: 'owner',
        summary: 'Remove a friend, or cancel a request I sent',
        params: friendIdParams,
        status: 204,
        errors: {
          404: 'You are not friends with this member',
          409: 'This member sent you a friend request: accept or decline it instead',
        },
      },
      async ({ input, user }) => {
        await friends.remove(ctx, user.id, input.params.id);
        return undefined;
      },
    ),
  ];
}
