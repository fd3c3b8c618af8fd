import { LISTING_PHOTOS_MAX } from '@common/limits';
import { UPLOAD_MAX_BYTES } from '@server/lib/images';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { type PhotoUpload, tooManyPhotos } from './photos';

/** `images`, as the issue spells it, also arrives as `images[]` from form libraries. */
const IMAGES = ['images', 'images[]'] as const;

/**
 * A listing's photos in one multipart request (docs/product.md §7.10): `images`, repeated, and
 * `image`, the single photo older clients send. The same size ceiling as any upload; more files
 * than a listing can hold is the listing's rule (422), not a malformed request.
 */
const parser = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: UPLOAD_MAX_BYTES,
    files: LISTING_PHOTOS_MAX,
    // A listing's text fields and `image_order` (repeated, up to six ids).
    fields: 30,
    fieldSize: 100 * 1024,
  },
}).fields([
  { name: 'image', maxCount: 1 },
  ...IMAGES.map((name) => ({ name, maxCount: LISTING_PHOTOS_MAX })),
]);

export const listingPhotoUpload: RequestHandler = (req, res, next) =>
  parser(req, res, (err?: unknown) => {
    const tooMany =
      err instanceof multer.MulterError &&
      (err.code === 'LIMIT_FILE_COUNT' ||
        (err.code === 'LIMIT_UNEXPECTED_FILE' && IMAGES.some((name) => name === err.field)));
    next(tooMany ? tooManyPhotos() : err);
  });

/** The files listingPhotoUpload read: `images` in the order they were sent. */
export function uploadedPhotos(req: Request): PhotoUpload {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
  return {
    images: IMAGES.flatMap((name) => files[name] ?? []).map((file) => file.buffer),
    image: files.image?.[0]?.buffer,
  };
}
