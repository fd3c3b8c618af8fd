import { seasonContracts as contracts } from '@common/contracts/seasons';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { seasonsNear } from './service';

/**
 * docs/product.md §7.20: open to guests, who say where with a ZIP code. No rate limit of its
 * own: an answer is a sum over a few hundred precomputed rows at most, kept for the hour.
 */
export function seasonRoutes(ctx: AppContext) {
  return [
    implement(contracts.near, { access: 'guest' }, async ({ input, user, req, res }) => {
      res.set('Cache-Control', 'private, no-cache');
      return seasonsNear(ctx, user?.id, input.query, req.get('accept-language'));
    }),
  ];
}
