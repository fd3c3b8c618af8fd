import {
  deleteProfileSchema,
  profileUpdateAnswerSchema,
  profileUpdateSchema,
} from '@common/schemas/auth';
import { idParams } from '@common/schemas/ids';
import {
  publicProfileSchema,
  userProfileSchema,
  userSearchQuery,
  userSearchResultsSchema,
} from '@common/schemas/users';
import { defineContracts, says } from './contract';

/** The member's own profile, their avatar, and finding other members. */
export const userContracts = defineContracts('accounts', {
  profile: {
    method: 'GET',
    path: '/auth/profile',
    summary: 'The signed-in member',
    response: userProfileSchema,
  },
  updateProfile: {
    method: 'PUT',
    path: '/auth/profile',
    summary: 'Change only the fields sent (a new password or e-mail needs current_password)',
    body: profileUpdateSchema,
    response: profileUpdateAnswerSchema,
    errors: { 403: 'A wrong current_password', 409: 'The e-mail or username is taken' },
  },
  deleteProfile: {
    method: 'DELETE',
    path: '/auth/profile',
    summary: 'Delete the member and their data (needs the password)',
    body: deleteProfileSchema,
    status: 204,
    errors: { 403: 'A wrong password' },
  },
  avatar: {
    method: 'GET',
    path: '/auth/users/me/avatar',
    summary: 'The avatar image',
    produces: 'image/webp',
    errors: { 404: says('errors.users.noPicture') },
  },
  uploadProfileImage: {
    method: 'POST',
    path: '/auth/upload-profile-image',
    // The fields are read by the service: a location is checked only when one is sent.
    summary:
      'Upload an avatar (file) and/or onboarding location (city, state, postcode, address, apt)',
    bodyType: 'multipart',
    response: userProfileSchema,
    errors: { 413: 'The image is too large', 415: 'Not an image' },
  },
  search: {
    method: 'GET',
    path: '/auth/users',
    summary: 'Find members by username',
    query: userSearchQuery,
    response: userSearchResultsSchema,
  },
  publicProfile: {
    method: 'GET',
    path: '/auth/users/:id/public',
    summary: "A member's public profile, with their record (`stats`)",
    params: idParams,
    response: publicProfileSchema,
    errors: { 404: says('errors.users.notFound') },
  },
});
