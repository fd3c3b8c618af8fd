import { giveawayContracts as contracts } from '@common/contracts/giveaways';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { drawGiveaway } from './draw';
import { listInterested, myInterest, sayInterested, withdrawInterest } from './interest';
import { lastDraw } from './last-draw';

/** Fair giveaways (docs/product.md §7.16), under /listings/{id}. */
export function giveawayRoutes(ctx: AppContext) {
  const owner = { access: 'owner' } as const;
  const member = { access: 'member' } as const;
  return [
    implement(contracts.interest, member, async ({ input: { params, body }, user, res }) => {
      const { interest, created } = await sayInterested(ctx, params.id, user.id, body.note);
      if (created) return interest;
      // Said before: the same interest, not a new one.
      res.status(200).json(interest);
      return undefined;
    }),
    implement(contracts.withdraw, member, async ({ input: { params }, user }) => {
      await withdrawInterest(ctx, params.id, user.id);
      return undefined;
    }),
    implement(contracts.mine, member, ({ input: { params }, user }) =>
      myInterest(ctx, params.id, user.id),
    ),
    implement(contracts.interested, owner, ({ input: { params }, user }) =>
      listInterested(ctx, params.id, user.id),
    ),
    implement(contracts.lastDraw, owner, ({ input: { params }, user }) =>
      lastDraw(ctx, params.id, user.id),
    ),
    implement(contracts.draw, owner, ({ input: { params }, user }) =>
      drawGiveaway(ctx, params.id, user.id),
    ),
  ];
}
