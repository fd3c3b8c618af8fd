import { wantContracts as contracts } from '@common/contracts/wants';
import { MINUTE_MS } from '@common/time';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import type { Request } from 'express';
import * as wants from './service';

/** docs/product.md §8.7, under /listings/want-listings. */
export function wantRoutes(ctx: AppContext) {
  const perMember = (req: Request) => (req.user ? `user:${req.user.id}` : undefined);
  const changes = ctx.limiter({
    name: 'want-changes',
    windowMs: MINUTE_MS,
    limit: 60,
    key: perMember,
  });

  return [
    // Anyone, guests included, may read a member's wish list (the seller page's Want tab).
    implement(contracts.list, { access: 'guest' }, ({ input: { query }, user }) =>
      wants.listWants(ctx, user?.id, query),
    ),
    implement(
      contracts.create,
      { access: 'member', about: 'self', before: [changes] },
      ({ input: { body }, user }) => wants.createWant(ctx, user.id, body),
    ),
    implement(
      contracts.saveBatch,
      // Any member may save; each id it names must be theirs (403/404, and nothing is saved).
      { access: 'owner', before: [changes] },
      ({ input: { body }, user }) => wants.saveWantBatch(ctx, user.id, body),
    ),
    implement(
      contracts.rename,
      { access: 'owner', before: [changes] },
      ({ input: { params, body }, user }) => wants.updateWant(ctx, user.id, params.id, body),
    ),
    implement(
      contracts.remove,
      { access: 'owner', before: [changes] },
      async ({ input: { params }, user }) => {
        await wants.deleteWant(ctx, user.id, params.id);
        return undefined;
      },
    ),
  ];
}
