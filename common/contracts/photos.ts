import { z } from 'zod';
import { defineContracts } from './contract';

/** The image store's folders, and the random name it gives each photo it writes. */
export const PHOTO_FOLDERS = ['avatars', 'listings'] as const;
export const PHOTO_NAME = '[A-Za-z0-9_-]{1,100}\\.webp';

const photoParams = z.object({
  folder: z.enum(PHOTO_FOLDERS),
  file: z.string().regex(new RegExp(`^${PHOTO_NAME}$`)),
});

/** GET /api/uploads/… (docs/decisions.md "Photos"). */
export const photoContracts = defineContracts('photos', {
  get: {
    method: 'GET',
    path: '/uploads/:folder/:file',
    summary:
      'A stored photo; a friends-only listing’s needs the signed URL its listing carries (?v=&exp=&sig=) or a bearer token',
    params: photoParams,
    produces: 'image/webp',
    errors: { 404: 'No such photo, or not one you may see', 405: 'Not GET or HEAD' },
  },
});
