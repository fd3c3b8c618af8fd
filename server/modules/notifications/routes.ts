import { notificationContracts as contracts } from '@common/contracts/notifications';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import * as notifications from './service';

/** A member's notifications of every kind (docs/product.md §8.8), under /notifications. */
export function notificationRoutes(ctx: AppContext) {
  const member = { access: 'member', about: 'self' } as const;
  return [
    implement(contracts.notifications, member, ({ input: { query }, user }) =>
      notifications.listNotifications(ctx, user.id, query),
    ),
    implement(contracts.unreadCount, member, async ({ user }) => ({
      count: await notifications.unreadCount(ctx, user.id),
    })),
    implement(contracts.matchEmailPreview, member, ({ user }) =>
      notifications.matchEmailPreview(ctx, user.id),
    ),
    implement(contracts.readAll, member, async ({ user }) => {
      await notifications.markAllRead(ctx, user.id);
      return undefined;
    }),
    // Someone else's notification is not theirs to see: 404, never 403.
    implement(contracts.read, { access: 'owner' }, async ({ input: { params }, user }) => {
      await notifications.markRead(ctx, user.id, params.id);
      return undefined;
    }),
  ];
}
