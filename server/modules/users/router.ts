import { deleteProfileSchema, profileUpdateSchema } from '@common/schemas/auth';
import { idParams } from '@common/schemas/ids';
import { userSearchQuery } from '@common/schemas/users';
import { Router } from 'express';
import type { AppContext } from '../../context';
import { imageUpload, uploadLimits } from '../../lib/images';
import { inputOf, validate } from '../../lib/validate';
import { currentUser, requireAuth } from '../../middleware/auth';
import { loadProfile, updateProfile } from '../auth/service';
import * as users from './service';

export function usersRouter(ctx: AppContext): Router {
  const router = Router();
  const uploads = uploadLimits(ctx.limiter);
  // Guessing the password through a stolen session (docs/decisions.md "Accounts"): only wrong
  // passwords count, per member, and changes that need no password are never held back.
  const passwordChecks = ctx.limiter({
    name: 'profile-password',
    windowMs: 15 * 60_000,
    limit: 10,
    key: (req) => (req.user ? `u${req.user.id}` : undefined),
    counts: (res) => res.statusCode === 403,
    skip: (req) => req.method === 'PUT' && req.body?.current_password === undefined,
  });

  router.get('/profile', requireAuth, async (req, res) => {
    res.json(await loadProfile(ctx, currentUser(req).id));
  });

  router.put(
    '/profile',
    requireAuth,
    passwordChecks,
    validate(profileUpdateSchema),
    async (req, res) => {
      res.json(await updateProfile(ctx, currentUser(req).id, inputOf(req, profileUpdateSchema)));
    },
  );

  router.delete(
    '/profile',
    requireAuth,
    passwordChecks,
    validate(deleteProfileSchema),
    async (req, res) => {
      const { password } = inputOf(req, deleteProfileSchema);
      await users.deleteProfile(ctx, currentUser(req).id, password);
      res.status(204).end();
    },
  );

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
