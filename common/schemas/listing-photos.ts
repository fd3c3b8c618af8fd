import { z } from 'zod';
import { say } from '../i18n/zod-messages';
import { LISTING_PHOTOS_MAX } from '../limits';
import { pathId } from './ids';

/**
 * docs/product.md §7.10: the photos a listing keeps and gains together. In English, as tests
 * read it; it is said in the current language as `validation.photosLimit`.
 * @internal
 */
export const PHOTOS_LIMIT_MESSAGE = `A listing can have at most ${LISTING_PHOTOS_MAX} photos`;

/**
 * PATCH's `image_order` (docs/product.md §7.10): the ids of the listing's photos to keep, in
 * their new order; a JSON array, or in a multipart body the field repeated or one comma list
 * (an empty one removes every photo). Whether the ids are this listing's the service checks.
 */
export const imageOrder = z
  .union(
    [z.string(), z.number(), z.array(z.union([z.string(), z.number()]))],
    say('validation.imageOrderList'),
  )
  .transform((v) =>
    (Array.isArray(v) ? v : String(v).split(','))
      .map((id) => (typeof id === 'string' ? id.trim() : id))
      .filter((id) => id !== ''),
  )
  .pipe(
    z
      .array(pathId('image_order'))
      .max(LISTING_PHOTOS_MAX, say('validation.photosLimit', { max: LISTING_PHOTOS_MAX }))
      .refine((ids) => new Set(ids).size === ids.length, say('validation.imageOrderTwice')),
  );
