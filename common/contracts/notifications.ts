import { emailPreviewSchema } from '@common/schemas/emails';
import { idParams } from '@common/schemas/ids';
import {
  notificationListQuery,
  notificationSchema,
  unreadCountSchema,
} from '@common/schemas/notifications';
import { z } from 'zod';
import { defineContracts } from './contract';

/**
 * A member's notifications of every kind (docs/product.md §8.8), under /notifications. Listed
 * under the wish list (whose matches they began as), so their names stay clear of its routes'.
 */
export const notificationContracts = defineContracts('wish list', {
  notifications: {
    method: 'GET',
    path: '/notifications',
    summary: 'My notifications, every kind',
    query: notificationListQuery,
    response: z.array(notificationSchema),
  },
  unreadCount: {
    method: 'GET',
    path: '/notifications/unread-count',
    summary: 'Unread notifications',
    response: unreadCountSchema,
  },
  matchEmailPreview: {
    method: 'GET',
    path: '/notifications/match-email/preview',
    summary: 'The match e-mail with my data',
    response: emailPreviewSchema,
  },
  readAll: {
    method: 'POST',
    path: '/notifications/read-all',
    summary: 'Mark all read',
    status: 204,
  },
  read: {
    method: 'POST',
    path: '/notifications/:id/read',
    summary: 'Mark one read',
    params: idParams,
    status: 204,
    errors: { 404: 'Notification not found' },
  },
});
