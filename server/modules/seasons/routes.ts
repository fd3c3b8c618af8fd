import { seasonContracts as contracts } from '@common/contracts/seasons';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { seasonsNear } from './service';

const MINUTE = 60_000;

/** docs/product.md §7.20: open to guests, who say where with a ZIP code. */
export function seasonRoutes(ctx: AppContext) {
  // Only answers built for the caller count (a point and radius nobody asked about for an
  // hour): a kept answer costs no more than a look-up, however often it is asked for.
  const built = ctx.limiter({
    name: 'seasons-built',
    windowMs: MINUTE,
    limit: 20,
    key: (req) => (req.user ? `u${req.user.id}` : undefined),
    counts: (res) => res.locals.seasonsBuilt === true,
  });
  return [
    implement(
      contracts.near,
      { access: 'guest', before: [built] },
      async ({ input, user, req, res }) => {
        res.set('Cache-Control', 'private, no-cache');
        const answer = await seasonsNear(ctx, user?.id, input.query, req.get('accept-language'));
        res.locals.seasonsBuilt = answer.built;
        return answer.seasons;
      },
    ),
  ];
}
