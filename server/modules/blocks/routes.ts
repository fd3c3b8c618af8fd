import { blockContracts as contracts } from '@common/contracts/blocks';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import * as blocks from './service';

/** docs/product.md §14.1: a member's own blocks; every route needs a login. */
export function blockRoutes(ctx: AppContext) {
  const member = { access: 'member', about: 'self' } as const;
  return [
    implement(contracts.list, member, ({ user }) => blocks.blockedBy(ctx, user.id)),
    implement(contracts.block, member, ({ input, user }) =>
      blocks.block(ctx, user.id, input.body.user_id),
    ),
    implement(contracts.unblock, member, async ({ input, user }) => {
      await blocks.unblock(ctx, user.id, input.params.user_id);
      return undefined;
    }),
  ];
}
