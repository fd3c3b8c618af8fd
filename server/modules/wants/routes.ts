import { idParams } from '@common/schemas/ids';
import {
  wantBatchSchema,
  wantCreateSchema,
  wantListingSchema,
  wantListQuery,
  wantUpdateSchema,
} from '@common/schemas/wants';
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';
import type { Request } from 'express';
import { z } from 'zod';
import * as wants from './service';

const MINUTE = 60_000;
const tag = 'wish list';
const REFUSED = { 403: 'Not your item', 404: 'Wish-list item not found' };
const CONFLICT = { 409: 'Over 5 items in a category, or the same item twice' };

/** docs/product.md §8.7, under /listings/want-listings. */
export function wantRoutes(ctx: AppContext) {
  const perMember = (req: Request) => (req.user ? `user:${req.user.id}` : undefined);
  const changes = ctx.limiter({
    name: 'want-changes',
    windowMs: MINUTE,
    limit: 60,
    key: perMember,
  });

  return [
    // Anyone, guests included, may read a member's wish list (the seller page's Want tab).
    defineRoute(
      {
        method: 'GET',
        path: '/listings/want-listings',
        tag,
        access: 'guest',
        summary: 'My wish list, or a member’s with user_id',
        query: wantListQuery,
        response: z.array(wantListingSchema),
        errors: { 401: 'A guest without user_id', 404: 'User not found' },
      },
      ({ input: { query }, user }) => wants.listWants(ctx, user?.id, query),
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/listings/want-listings',
        tag,
        access: 'member',
        summary: 'Add a wish-list item',
        body: wantCreateSchema,
        response: wantListingSchema,
        status: 201,
        errors: CONFLICT,
        before: [changes],
      },
      ({ input: { body }, user }) => wants.createWant(ctx, user.id, body),
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/listings/want-listings/batch',
        tag,
        // Any member may save; each id it names must be theirs (403/404, and nothing is saved).
        access: 'owner',
        summary: 'Create, rename and delete items in one transaction',
        body: wantBatchSchema,
        response: z.array(wantListingSchema),
        errors: { ...REFUSED, ...CONFLICT },
        before: [changes],
      },
      ({ input: { body }, user }) => wants.saveWantBatch(ctx, user.id, body),
    ),
    defineRoute(
      {
        method: 'PATCH',
        path: '/listings/want-listings/:id',
        tag,
        access: 'owner',
        summary: 'Rename my item',
        params: idParams,
        body: wantUpdateSchema,
        response: wantListingSchema,
        errors: { ...REFUSED, ...CONFLICT },
        before: [changes],
      },
      ({ input: { params, body }, user }) => wants.renameWant(ctx, user.id, params.id, body.title),
    ),
    defineRoute(
      {
        method: 'DELETE',
        path: '/listings/want-listings/:id',
        tag,
        access: 'owner',
        summary: 'Delete my item',
        params: idParams,
        status: 204,
        errors: REFUSED,
        before: [changes],
      },
      async ({ input: { params }, user }) => {
        await wants.deleteWant(ctx, user.id, params.id);
        return undefined;
      },
    ),
  ];
}
