import {
  otherIdParams,
  sendMessageSchema,
  threadQuerySchema,
  threadsQuerySchema,
} from '@common/schemas/messages';
import { Router } from 'express';
import type { AppContext } from '../../context';
import { inputOf, validate } from '../../lib/validate';
import { currentUser, requireAuth } from '../../middleware/auth';
import { MESSAGE_RATE, MESSAGE_RATE_DETAIL } from './rate';
import * as messages from './service';

/** docs/product.md §10.6. A thread is named by the other member's id. */
export function messagesRouter(ctx: AppContext): Router {
  const router = Router();
  const sendLimit = ctx.limiter({
    name: 'messages',
    ...MESSAGE_RATE,
    key: (req) => (req.user ? `user:${req.user.id}` : undefined),
    message: MESSAGE_RATE_DETAIL,
  });

  router.get('/', requireAuth, validate(threadsQuerySchema, 'query'), async (req, res) => {
    const query = inputOf(req, threadsQuerySchema);
    const { threads, nextCursor } = await messages.listThreads(ctx, currentUser(req).id, query);
    if (nextCursor) res.set('X-Next-Cursor', nextCursor);
    res.set('Cache-Control', 'no-store').json(threads);
  });

  // Before /:otherId, which would otherwise take "unread-count" for an id.
  router.get('/unread-count', requireAuth, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await messages.unreadCount(ctx, currentUser(req).id));
  });

  router.post('/', sendLimit, requireAuth, validate(sendMessageSchema), async (req, res) => {
    const input = inputOf(req, sendMessageSchema);
    res.status(201).json(await messages.sendMessage(ctx, currentUser(req).id, input));
  });

  router.get(
    '/:otherId',
    requireAuth,
    validate(otherIdParams, 'params'),
    validate(threadQuerySchema, 'query'),
    async (req, res) => {
      const { otherId, limit, before } = inputOf(
        req,
        otherIdParams.extend(threadQuerySchema.shape),
      );
      const page = await messages.threadMessages(ctx, currentUser(req).id, otherId, {
        limit,
        before,
      });
      res.set('Cache-Control', 'no-store').json(page);
    },
  );

  router.post(
    '/:otherId/mark-thread-read',
    requireAuth,
    validate(otherIdParams, 'params'),
    async (req, res) => {
      const { otherId } = inputOf(req, otherIdParams);
      res.json(await messages.markThreadRead(ctx, currentUser(req).id, otherId));
    },
  );

  return router;
}
