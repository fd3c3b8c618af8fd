import { moderationContracts as contracts } from '@common/contracts/moderation';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { act, auditLog, listReports } from './service';

/** docs/product.md §14.3, under /moderation: moderators only. */
export function moderationRoutes(ctx: AppContext) {
  const moderator = { access: 'moderator' } as const;
  return [
    implement(contracts.reports, moderator, async ({ input: { query }, user, res }) => {
      res.set('Cache-Control', 'private, no-store');
      const { items, nextCursor } = await listReports(ctx, query, user.id);
      if (nextCursor) res.set('X-Next-Cursor', nextCursor);
      return items;
    }),
    implement(contracts.act, moderator, ({ input: { params, body }, user }) =>
      act(ctx, user.id, params.id, body),
    ),
    implement(contracts.audit, moderator, async ({ input: { query }, res }) => {
      res.set('Cache-Control', 'private, no-store');
      const { items, nextCursor } = await auditLog(ctx, query);
      if (nextCursor) res.set('X-Next-Cursor', nextCursor);
      return items;
    }),
  ];
}
