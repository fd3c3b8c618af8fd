import {
  wantBatchSchema,
  wantCreateSchema,
  wantIdParams,
  wantListQuery,
  wantUpdateSchema,
} from '@common/schemas/wants';
import { type Request, Router } from 'express';
import type { AppContext } from '../../context';
import { inputOf, validate } from '../../lib/validate';
import { currentUser, requireAuth } from '../../middleware/auth';
import * as wants from './service';

const MINUTE = 60_000;

/** docs/product.md §8.7, mounted at /api/listings/want-listings. */
export function wantsRouter(ctx: AppContext): Router {
  const router = Router();
  const perMember = (req: Request) => (req.user ? `user:${req.user.id}` : undefined);
  const changes = ctx.limiter({
    name: 'want-changes',
    windowMs: MINUTE,
    limit: 60,
    key: perMember,
  });

  // Anyone, guests included, may read a member's wish list (the seller page's Want tab).
  router.get('/', validate(wantListQuery, 'query'), async (req, res) => {
    res.json(await wants.listWants(ctx, req.user?.id, inputOf(req, wantListQuery)));
  });

  router.post('/', changes, requireAuth, validate(wantCreateSchema), async (req, res) => {
    const input = inputOf(req, wantCreateSchema);
    res.status(201).json(await wants.createWant(ctx, currentUser(req).id, input));
  });

  router.post('/batch', changes, requireAuth, validate(wantBatchSchema), async (req, res) => {
    res.json(await wants.saveWantBatch(ctx, currentUser(req).id, inputOf(req, wantBatchSchema)));
  });

  router.patch(
    '/:id',
    changes,
    requireAuth,
    validate(wantIdParams, 'params'),
    validate(wantUpdateSchema),
    async (req, res) => {
      const { id, title } = inputOf(req, wantIdParams.extend(wantUpdateSchema.shape));
      res.json(await wants.renameWant(ctx, currentUser(req).id, id, title));
    },
  );

  router.delete(
    '/:id',
    changes,
    requireAuth,
    validate(wantIdParams, 'params'),
    async (req, res) => {
      await wants.deleteWant(ctx, currentUser(req).id, inputOf(req, wantIdParams).id);
      res.status(204).end();
    },
  );

  return router;
}
