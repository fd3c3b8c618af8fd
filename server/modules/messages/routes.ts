import { messageContracts as contracts } from '@common/contracts/messages';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { local } from '@server/lib/errors';
import { MESSAGE_RATE } from './rate';
import * as messages from './service';

/** docs/product.md §10.6. A thread is named by the other member's id; answers are not stored. */
export function messageRoutes(ctx: AppContext) {
  const sendLimit = ctx.limiter({
    name: 'messages',
    ...MESSAGE_RATE,
    key: (req) => (req.user ? `user:${req.user.id}` : undefined),
    message: local('errors.messages.tooFast'),
  });
  // Their own conversations, read and marked by their id; sending reaches another and asks.
  const own = { access: 'member', about: 'self' } as const;

  return [
    implement(contracts.threads, own, async ({ input, user, res }) => {
      const { threads, nextCursor } = await messages.listThreads(ctx, user.id, input.query);
      if (nextCursor) res.set('X-Next-Cursor', nextCursor);
      res.set('Cache-Control', 'no-store');
      return threads;
    }),
    // Before /messages/:otherId, which would otherwise take "unread-count" for an id.
    implement(contracts.unreadCount, own, ({ user, res }) => {
      res.set('Cache-Control', 'no-store');
      return messages.unreadCount(ctx, user.id);
    }),
    implement(contracts.send, { access: 'member', before: [sendLimit] }, ({ input, user }) =>
      messages.sendMessage(ctx, user.id, input.body),
    ),
    implement(contracts.thread, own, async ({ input, user, res }) => {
      const page = await messages.threadMessages(ctx, user.id, input.params.otherId, input.query);
      res.set('Cache-Control', 'no-store');
      return page;
    }),
    implement(contracts.markRead, own, ({ input, user }) =>
      messages.markThreadRead(ctx, user.id, input.params.otherId),
    ),
  ];
}
