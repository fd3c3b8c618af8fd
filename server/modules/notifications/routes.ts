import { emailPreviewSchema } from '@common/schemas/emails';
import { idParams } from '@common/schemas/ids';
import {
  notificationListQuery,
  notificationSchema,
  unreadCountSchema,
} from '@common/schemas/notifications';
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';
import { z } from 'zod';
import * as notifications from './service';

const tag = 'wish list';

/** A member's notifications of every kind (docs/product.md §8.8), under /notifications. */
export function notificationRoutes(ctx: AppContext) {
  return [
    defineRoute(
      {
        method: 'GET',
        path: '/notifications',
        tag,
        access: 'member',
        summary: 'My notifications, every kind',
        query: notificationListQuery,
        response: z.array(notificationSchema),
      },
      ({ input: { query }, user }) => notifications.listNotifications(ctx, user.id, query),
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/notifications/unread-count',
        tag,
        access: 'member',
        summary: 'Unread notifications',
        response: unreadCountSchema,
      },
      async ({ user }) => ({ count: await notifications.unreadCount(ctx, user.id) }),
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/notifications/match-email/preview',
        tag,
        access: 'member',
        summary: 'The match e-mail with my data',
        response: emailPreviewSchema,
      },
      ({ user }) => notifications.matchEmailPreview(ctx, user.id),
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/notifications/read-all',
        tag,
        access: 'member',
        summary: 'Mark all read',
        status: 204,
      },
      async ({ user }) => {
        await notifications.markAllRead(ctx, user.id);
        return undefined;
      },
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/notifications/:id/read',
        tag,
        // Someone else's notification is not theirs to see: 404, never 403.
        access: 'owner',
        summary: 'Mark one read',
        params: idParams,
        status: 204,
        errors: { 404: 'Notification not found' },
      },
      async ({ input: { params }, user }) => {
        await notifications.markRead(ctx, user.id, params.id);
        return undefined;
      },
    ),
  ];
}
