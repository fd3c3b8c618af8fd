import { idParams } from '@common/schemas/ids';
import {
  listingCreateSchema,
  listingsQuerySchema,
  listingUpdateSchema,
  visibilitySchema,
} from '@common/schemas/listings';
import { type RequestHandler, Router } from 'express';
import type { AppContext } from '../../context';
import { imageUpload, uploadLimits } from '../../lib/images';
import { sendPrepared } from '../../lib/prepared-json';
import { inputOf, validate } from '../../lib/validate';
import { currentUser, requireAuth } from '../../middleware/auth';
import { isPublicFeed, publicPageFor } from './public-pages';
import * as service from './service';

export function listingsRouter(ctx: AppContext): Router {
  const router = Router();
  const uploadLimit = uploadLimits(ctx.limiter);
  // Only requests that carry a file count against the upload limit; JSON edits do not.
  const uploads: RequestHandler = (req, res, next) =>
    req.is('multipart/form-data') ? uploadLimit(req, res, next) : next();
  const image = imageUpload.single('image');

  router.get('/', validate(listingsQuerySchema, 'query'), async (req, res) => {
    const query = inputOf(req, listingsQuerySchema);
    const viewerId = req.user?.id;
    res.set('Cache-Control', 'private, no-cache');
    const shared = isPublicFeed(query) ? await publicPageFor(ctx, query, viewerId) : undefined;
    if (shared) {
      if (shared.nextCursor) res.set('X-Next-Cursor', shared.nextCursor);
      sendPrepared(req, res, shared.json);
      return;
    }
    const { items, nextCursor } = await service.listListings(ctx, query, viewerId);
    if (nextCursor) res.set('X-Next-Cursor', nextCursor);
    res.json(items);
  });

  router.post('/', requireAuth, uploads, image, validate(listingCreateSchema), async (req, res) => {
    const listing = await service.createListing(
      ctx,
      currentUser(req).id,
      inputOf(req, listingCreateSchema),
      req.file?.buffer,
    );
    res.status(201).location(`/api/listings/${listing.id}`).json(listing);
  });

  router.get('/:id', validate(idParams, 'params'), async (req, res) => {
    res
      .set('Cache-Control', 'private, no-cache')
      .json(await service.getListing(ctx, inputOf(req, idParams).id, req.user?.id));
  });

  router.patch(
    '/:id',
    requireAuth,
    validate(idParams, 'params'),
    uploads,
    image,
    validate(listingUpdateSchema),
    async (req, res) => {
      const { id } = inputOf(req, idParams);
      res.json(
        await service.updateListing(
          ctx,
          id,
          currentUser(req).id,
          inputOf(req, listingUpdateSchema),
          req.file?.buffer,
        ),
      );
    },
  );

  router.patch(
    '/:id/visibility',
    requireAuth,
    validate(idParams, 'params'),
    validate(visibilitySchema),
    async (req, res) => {
      const { id } = inputOf(req, idParams);
      const { is_public } = inputOf(req, visibilitySchema);
      res.json(await service.setVisibility(ctx, id, currentUser(req).id, is_public));
    },
  );

  router.delete('/:id', requireAuth, validate(idParams, 'params'), async (req, res) => {
    await service.deleteListing(ctx, inputOf(req, idParams).id, currentUser(req).id);
    res.status(204).end();
  });

  return router;
}
