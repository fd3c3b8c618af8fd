import {
  blockedMemberSchema,
  blockedMembersSchema,
  blockParams,
  blockSchema,
} from '@common/schemas/safety';
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';
import * as blocks from './service';

const tag = 'blocks';

/** docs/product.md §14.1: a member's own blocks; every route needs a login. */
export function blockRoutes(ctx: AppContext) {
  return [
    defineRoute(
      {
        method: 'GET',
        path: '/blocks',
        tag,
        access: 'member',
        summary: 'The members I block, most recently blocked first',
        response: blockedMembersSchema,
      },
      ({ user }) => blocks.blockedBy(ctx, user.id),
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/blocks',
        tag,
        access: 'member',
        summary: 'Block a member (blocking again changes nothing)',
        body: blockSchema,
        response: blockedMemberSchema,
        status: 201,
        errors: { 404: blocks.USER_NOT_FOUND, 422: blocks.CANT_BLOCK_SELF },
      },
      ({ input, user }) => blocks.block(ctx, user.id, input.body.user_id),
    ),
    defineRoute(
      {
        method: 'DELETE',
        path: '/blocks/:user_id',
        tag,
        access: 'member',
        summary: 'Unblock a member (also when there was no block)',
        params: blockParams,
        status: 204,
      },
      async ({ input, user }) => {
        await blocks.unblock(ctx, user.id, input.params.user_id);
        return undefined;
      },
    ),
  ];
}
