import { notificationIdParams, notificationListQuery } from '@common/schemas/wants';
import { Router } from 'express';
import type { AppContext } from '../../context';
import { inputOf, validate } from '../../lib/validate';
import { currentUser, requireAuth } from '../../middleware/auth';
import * as notifications from './service';

/** A member's wish-list matches, mounted at /api/notifications. */
export function notificationsRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', validate(notificationListQuery, 'query'), async (req, res) => {
    const opts = inputOf(req, notificationListQuery);
    res.json(await notifications.listNotifications(ctx, currentUser(req).id, opts));
  });

  router.get('/unread-count', async (req, res) => {
    res.json({ count: await notifications.unreadCount(ctx, currentUser(req).id) });
  });

  router.get('/match-email/preview', async (req, res) => {
    res.json(await notifications.matchEmailPreview(ctx, currentUser(req).id));
  });

  router.post('/read-all', async (req, res) => {
    await notifications.markAllRead(ctx, currentUser(req).id);
    res.status(204).end();
  });

  router.post('/:id/read', validate(notificationIdParams, 'params'), async (req, res) => {
    const { id } = inputOf(req, notificationIdParams);
    await notifications.markRead(ctx, currentUser(req).id, id);
    res.status(204).end();
  });

  return router;
}
