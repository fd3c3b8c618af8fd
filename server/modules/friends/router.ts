import {
  friendIdParams,
  friendInviteSchema,
  friendListQuery,
  friendRequestSchema,
  friendRequestsQuery,
  friendRespondSchema,
} from '@common/schemas/friends';
import { type Request, Router } from 'express';
import type { AppContext } from '../../context';
import { inputOf, validate } from '../../lib/validate';
import { currentUser, requireAuth } from '../../middleware/auth';
import { previewInvitation, sendInvitation } from './invitations';
import * as friends from './service';

const MINUTE = 60_000;

/** docs/product.md §9.8, mounted at /api/auth/friends; every route needs a login. */
export function friendsRouter(ctx: AppContext): Router {
  const router = Router();
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

  router.get('/', requireAuth, validate(friendListQuery, 'query'), async (req, res) => {
    const { q, cursor, limit } = inputOf(req, friendListQuery);
    res.json(await friends.friendsOf(ctx, currentUser(req).id, { q, cursor, limit }));
  });

  router.get('/requests', requireAuth, validate(friendRequestsQuery, 'query'), async (req, res) => {
    const { cursor, limit } = inputOf(req, friendRequestsQuery);
    res.json(await friends.incomingRequests(ctx, currentUser(req).id, { cursor, limit }));
  });

  router.get('/status/:id', requireAuth, validate(friendIdParams, 'params'), async (req, res) => {
    res.json(await friends.statusWith(ctx, currentUser(req).id, inputOf(req, friendIdParams).id));
  });

  router.post(
    '/request',
    requests,
    requireAuth,
    validate(friendRequestSchema),
    async (req, res) => {
      const { friend_id } = inputOf(req, friendRequestSchema);
      res.status(201).json(await friends.sendRequest(ctx, currentUser(req).id, friend_id));
    },
  );

  router.post('/respond', requireAuth, validate(friendRespondSchema), async (req, res) => {
    const { request_id, accept } = inputOf(req, friendRespondSchema);
    res.json(await friends.respond(ctx, currentUser(req).id, request_id, accept));
  });

  router.get('/invite/preview', requireAuth, async (req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json(await previewInvitation(ctx, currentUser(req).id));
  });

  router.post(
    '/invite',
    invites,
    requireAuth,
    validate(friendInviteSchema),
    invitesTo,
    async (req, res) => {
      const input = inputOf(req, friendInviteSchema);
      res.status(202).json(await sendInvitation(ctx, currentUser(req).id, input));
    },
  );

  router.delete('/:id', requireAuth, validate(friendIdParams, 'params'), async (req, res) => {
    await friends.remove(ctx, currentUser(req).id, inputOf(req, friendIdParams).id);
    res.status(204).end();
  });

  return router;
}
