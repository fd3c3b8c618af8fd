import { friendContracts as contracts } from '@common/contracts/friends';
import { friendInviteSchema } from '@common/schemas/friends';
import { MINUTE_MS } from '@common/time';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { nulAt } from '@server/lib/nul-characters';
import type { Request, RequestHandler } from 'express';
import { previewInvitation, sendInvitation } from './invitations';
import * as friends from './service';

/** docs/product.md §9.8, under /auth/friends; every route needs a login. */
export function friendRoutes(ctx: AppContext) {
  const byMember = (req: Request) => (req.user ? `u${req.user.id}` : undefined);
  const byAddress = (req: Request) =>
    typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : undefined;
  // Requests are cheap but each one reaches another member: enough for any real use.
  const requests = ctx.limiter({
    name: 'friend-requests',
    windowMs: 60 * MINUTE_MS,
    limit: 60,
    key: byMember,
  });
  // E-mail leaves the system: a member sends a handful an hour, an address gets few a day.
  const invites = ctx.limiter({
    name: 'friend-invites',
    windowMs: 60 * MINUTE_MS,
    limit: 10,
    key: byMember,
  });
  const invitesTo = ctx.limiter({
    name: 'friend-invites-address',
    windowMs: 24 * 60 * MINUTE_MS,
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

  // Their own friends, requests and invitations; what reaches another member asks.
  const own = { access: 'member', about: 'self' } as const;
  return [
    implement(contracts.list, own, ({ input, user }) =>
      friends.friendsOf(ctx, user.id, input.query),
    ),
    implement(contracts.requests, own, ({ input, user }) =>
      friends.incomingRequests(ctx, user.id, input.query),
    ),
    implement(contracts.status, own, ({ input, user }) =>
      friends.statusWith(ctx, user.id, input.params.id),
    ),
    implement(contracts.request, { access: 'member', before: [requests] }, ({ input, user }) =>
      friends.sendRequest(ctx, user.id, input.body.friend_id),
    ),
    implement(contracts.respond, { access: 'owner' }, ({ input, user }) =>
      friends.respond(ctx, user.id, input.body.request_id, input.body.accept),
    ),
    implement(contracts.invitePreview, own, ({ user, res }) => {
      res.set('Cache-Control', 'private, no-cache');
      return previewInvitation(ctx, user.id);
    }),
    implement(
      contracts.invite,
      { access: 'member', about: 'self', before: [invites, invitesToValid] },
      ({ input, user }) => sendInvitation(ctx, user.id, input.body),
    ),
    implement(contracts.remove, { access: 'owner' }, async ({ input, user }) => {
      await friends.remove(ctx, user.id, input.params.id);
      return undefined;
    }),
  ];
}
