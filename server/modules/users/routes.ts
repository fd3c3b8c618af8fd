import { userContracts as contracts } from '@common/contracts/users';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { localeOf } from '@server/i18n';
import { imageUpload } from '@server/lib/images';
import { loadProfile, updateProfile } from '@server/modules/auth';
import type { Response } from 'express';
import * as users from './service';

/** Sends a file and settles once it is sent; a broken-off download is no error to report. */
function sendFile(res: Response, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    res.sendFile(file, (err) => (err && !res.headersSent ? reject(err) : resolve()));
  });
}

/** The member's own profile, their avatar, and finding other members. */
export function userRoutes(ctx: AppContext) {
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

  return [
    implement(contracts.profile, { access: 'member', about: 'self' }, ({ user, req }) =>
      loadProfile(ctx, user.id, req.get('accept-language')),
    ),
    implement(
      contracts.updateProfile,
      { access: 'member', about: 'self', before: [passwordChecks] },
      ({ input, user, req }) => updateProfile(ctx, user.id, input.body, req.get('accept-language')),
    ),
    implement(
      contracts.deleteProfile,
      { access: 'member', about: 'self', before: [passwordChecks] },
      async ({ input, user }) => {
        await users.deleteProfile(ctx, user.id, input.body.password);
      },
    ),
    implement(contracts.avatar, { access: 'member', about: 'self' }, async ({ user, res }) => {
      const file = await users.avatarPath(ctx, user.id);
      await sendFile(res.set('Cache-Control', 'private, no-cache'), file);
    }),
    implement(
      contracts.uploadProfileImage,
      { access: 'member', about: 'self', before: [ctx.uploadLimits, imageUpload.single('file')] },
      ({ user, req }) =>
        users.uploadProfileImage(ctx, user.id, req.file?.buffer, req.body ?? {}, localeOf(req)),
    ),
    implement(contracts.search, { access: 'member', about: 'community' }, ({ input, user }) =>
      users.searchUsers(ctx, { ...input.query, viewerId: user.id }),
    ),
    implement(contracts.publicProfile, { access: 'guest' }, ({ input, user }) =>
      users.publicUser(ctx, input.params.id, user?.id),
    ),
  ];
}
