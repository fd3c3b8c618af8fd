import {
  deleteProfileSchema,
  profileUpdateAnswerSchema,
  profileUpdateSchema,
} from '@common/schemas/auth';
import { idParams } from '@common/schemas/ids';
import {
  publicUserSchema,
  userProfileSchema,
  userSearchQuery,
  userSearchResultsSchema,
} from '@common/schemas/users';
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';
import { imageUpload } from '@server/lib/images';
import { loadProfile, updateProfile } from '@server/modules/auth/service';
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
    defineRoute(
      {
        method: 'GET',
        path: '/auth/profile',
        tag: 'accounts',
        access: 'member',
        summary: 'The signed-in member',
        response: userProfileSchema,
      },
      ({ user, req }) => loadProfile(ctx, user.id, req.get('accept-language')),
    ),
    defineRoute(
      {
        method: 'PUT',
        path: '/auth/profile',
        tag: 'accounts',
        access: 'member',
        summary: 'Change only the fields sent (a new password or e-mail needs current_password)',
        body: profileUpdateSchema,
        response: profileUpdateAnswerSchema,
        errors: { 403: 'A wrong current_password', 409: 'The e-mail or username is taken' },
        before: [passwordChecks],
      },
      ({ input, user, req }) => updateProfile(ctx, user.id, input.body, req.get('accept-language')),
    ),
    defineRoute(
      {
        method: 'DELETE',
        path: '/auth/profile',
        tag: 'accounts',
        access: 'member',
        summary: 'Delete the member and their data (needs the password)',
        body: deleteProfileSchema,
        status: 204,
        errors: { 403: 'A wrong password' },
        before: [passwordChecks],
      },
      async ({ input, user }) => {
        await users.deleteProfile(ctx, user.id, input.body.password);
      },
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/auth/users/me/avatar',
        tag: 'accounts',
        access: 'member',
        summary: 'The avatar image',
        produces: 'image/webp',
        errors: { 404: 'No profile picture' },
      },
      async ({ user, res }) => {
        const file = await users.avatarPath(ctx, user.id);
        await sendFile(res.set('Cache-Control', 'private, no-cache'), file);
      },
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/auth/upload-profile-image',
        tag: 'accounts',
        access: 'member',
        // The fields are read by the service: a location is checked only when one is sent.
        summary:
          'Upload an avatar (file) and/or onboarding location (city, state, postcode, address, apt)',
        bodyType: 'multipart',
        response: userProfileSchema,
        errors: { 413: 'The image is too large', 415: 'Not an image' },
        before: [ctx.uploadLimits, imageUpload.single('file')],
      },
      ({ user, req }) => users.uploadProfileImage(ctx, user.id, req.file?.buffer, req.body ?? {}),
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/auth/users',
        tag: 'accounts',
        access: 'member',
        summary: 'Find members by username',
        query: userSearchQuery,
        response: userSearchResultsSchema,
      },
      ({ input, user }) => users.searchUsers(ctx, { ...input.query, viewerId: user.id }),
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/auth/users/:id/public',
        tag: 'accounts',
        access: 'guest',
        summary: "A member's public profile",
        params: idParams,
        response: publicUserSchema,
        errors: { 404: 'User not found' },
      },
      ({ input }) => users.publicUser(ctx, input.params.id),
    ),
  ];
}
