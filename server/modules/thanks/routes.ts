import { thanksContracts as contracts } from '@common/contracts/thanks';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { giveThanks, listListingThanks, listReceivedThanks } from './service';

/** Thanks (docs/product.md §7.17). */
export function thanksRoutes(ctx: AppContext) {
  return [
    implement(contracts.give, { access: 'member' }, ({ input: { params, body }, user }) =>
      giveThanks(ctx, params.id, user.id, body.text),
    ),
    implement(contracts.onListing, { access: 'member' }, ({ input: { params }, user }) =>
      listListingThanks(ctx, params.id, user.id),
    ),
    implement(
      contracts.received,
      { access: 'guest' },
      async ({ input: { params, query }, user, res }) => {
        const { items, nextCursor } = await listReceivedThanks(ctx, params.id, user?.id, query);
        if (nextCursor) res.set('X-Next-Cursor', nextCursor);
        return items;
      },
    ),
  ];
}
