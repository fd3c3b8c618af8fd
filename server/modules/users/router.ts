import { Router } from 'express';
import { z } from 'zod';
import { PAGE_DEFAULT, PAGE_MAX } from '../../../common/limits';
import { profileUpdateSchema } from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import { imageUpload, uploadLimits } from '../../lib/images';
import { inputOf, validate } from '../../lib/validate';
import { currentUser, requireAuth } from '../../middleware/auth';
import { loadProfile, updateProfile } from '../auth/service';
import * as users from './service';

export const idParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int()
    .positive('id must be a positive integer')
    .max(2_147_483_647),
});

export const userSearchQuery = z.object({
  q: z.string().trim().max(50).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  cursor: z.coerce.number().int().min(0).optional(),
});

export function usersRouter(ctx: AppContext): Router {
  const router = Router();
  const uploads = uploadLimits(ctx.limiter);

  router.get('/profile', requireAuth, async (req, res) => {
    res.json(await loadProfile(ctx, currentUser(req).id));
  });

  router.put('/profile', requireAuth, validate(profileUpdateSchema), async (req, res) => {
    res.json(await updateProfile(ctx, currentUser(req).id, inputOf(req, profileUpdateSchema)));
  });

  router.delete('/profile', requireAuth, async (req, res) => {
    await users.deleteProfile(ctx, currentUser(req).id);
    res.status(204).end();
  });

  router.get('/users/me/avatar', requireAuth, async (req, res) => {
    const file = await users.avatarPath(ctx, currentUser(req).id);
    res.set('Cache-Control', 'private, no-cache').sendFile(file);
  });

  router.post(
    '/upload-profile-image',
    requireAuth,
    uploads,
    imageUpload.single('file'),
    async (req, res) => {
      res.json(
        await users.uploadProfileImage(ctx, currentUser(req).id, req.file?.buffer, req.body ?? {}),
      );
    },
  );

  router.get('/users', requireAuth, validate(userSearchQuery, 'query'), async (req, res) => {
    const { q, limit, cursor } = inputOf(req, userSearchQuery);
    res.json(await users.searchUsers(ctx, { q, limit, cursor, viewerId: currentUser(req).id }));
  });

  router.get('/users/:id/public', validate(idParams, 'params'), async (req, res) => {
    res.json(await users.publicUser(ctx, inputOf(req, idParams).id));
  });

  return router;
}
