import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_PX } from '@common/limits';
import { MINUTE_MS } from '@common/time';
import type { RequestHandler } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { local, sayDetail, tooLarge, unsupportedMedia } from './errors';
import type { Limiter } from './rate-limit';

/** Raw upload ceiling; the client compresses to 3 MB first, so this only stops abuse. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Refuse decompression bombs: about 50 megapixels is far beyond any phone photo. */
const PIXEL_LIMIT = 50_000_000;
const PIXEL_LIMIT_TEXT = local('errors.images.pixelLimit', { max: PIXEL_LIMIT / 1_000_000 });
/**
 * The refusal in English (the server says it in the caller's language).
 * @internal
 */
export const PIXEL_LIMIT_MESSAGE = sayDetail(PIXEL_LIMIT_TEXT, 'en');

export const imageUpload = multer({
  storage: multer.memoryStorage(),
  // Text fields travel with the file (a listing's title and description): JSON's 100 kB is
  // plenty, multer's 1 MB default is not needed.
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 100 * 1024 },
});

/**
 * Every route that takes a file shares these counters, per member (the lead's figures).
 * @internal
 */
export const UPLOAD_RATE = { windowMs: 30 * MINUTE_MS, limit: 30 } as const;
/**
 * A day's quota per member: far above any gardener's day, far below filling a disk.
 * @internal
 */
export const UPLOAD_DAILY_QUOTA = 100;
const UPLOAD_QUOTA_TEXT = local('errors.images.dailyQuota', { count: UPLOAD_DAILY_QUOTA });
/**
 * The refusal in English (the server says it in the caller's language).
 * @internal
 */
export const UPLOAD_QUOTA_MESSAGE = sayDetail(UPLOAD_QUOTA_TEXT, 'en');

/**
 * The upload rate limit and daily quota, per member. Built once, with the context
 * (AppContext.uploadLimits), and shared by every route that takes a file: a pair of counters
 * per route would count avatars and listing photos apart.
 */
export function uploadLimits(limiter: Limiter): RequestHandler {
  const key = (req: { user?: { id: number } }) => (req.user ? `u${req.user.id}` : undefined);
  const rate = limiter({ name: 'uploads', ...UPLOAD_RATE, key });
  const quota = limiter({
    name: 'uploads-daily',
    windowMs: 24 * 60 * MINUTE_MS,
    limit: UPLOAD_DAILY_QUOTA,
    key,
    message: UPLOAD_QUOTA_TEXT,
  });
  return (req, res, next) =>
    rate(req, res, (err?: unknown) => (err ? next(err) : quota(req, res, next)));
}

/**
 * Checks the bytes (never the name or declared type), then re-encodes: auto-rotated, at most
 * 1920 px, metadata such as GPS position stripped (sharp drops it unless asked to keep it).
 * @internal
 */
export async function reencodeImage(input: Buffer): Promise<Buffer> {
  return (await reencodeSized(input)).data;
}

/** A re-encoded image and its size once rotated and resized, as a listing's photos record it. */
interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** reencodeImage, answering the stored picture's width and height too. */
async function reencodeSized(input: Buffer): Promise<EncodedImage> {
  try {
    const image = sharp(input, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' });
    const meta = await image.metadata();
    if (
      !meta.format ||
      !['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'].includes(meta.format)
    ) {
      throw new Error('unsupported format');
    }
    const { data, info } = await image
      .rotate()
      .resize({
        width: IMAGE_MAX_PX,
        height: IMAGE_MAX_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (err) {
    // sharp refuses to decode past limitInputPixels: a decompression bomb, or a panorama.
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooLarge(PIXEL_LIMIT_TEXT);
    throw unsupportedMedia(local('errors.images.unsupported'));
  }
}

export interface ImageStore {
  /** Re-encodes and stores an image; answers its path relative to the API root. */
  save(input: Buffer, folder: 'listings' | 'avatars'): Promise<string>;
  /** save, answering the stored picture's size too (a listing's photos keep it). */
  saveSized(input: Buffer, folder: 'listings' | 'avatars'): Promise<StoredImage>;
  remove(relativePath: string | null | undefined): Promise<void>;
  absolute(relativePath: string): string;
}

export interface StoredImage {
  path: string;
  width: number;
  height: number;
}

export function createImageStore(uploadsDir: string): ImageStore {
  const absolute = (relativePath: string) => {
    const inside = relativePath.replace(/^uploads\//, '');
    const full = path.resolve(uploadsDir, inside);
    if (!full.startsWith(path.resolve(uploadsDir) + path.sep))
      throw new Error('path escapes uploads');
    return full;
  };
  const saveSized = async (input: Buffer, folder: 'listings' | 'avatars') => {
    const { data, width, height } = await reencodeSized(input);
    const name = `${randomUUID()}.webp`;
    await mkdir(path.join(uploadsDir, folder), { recursive: true });
    await writeFile(path.join(uploadsDir, folder, name), data);
    return { path: `uploads/${folder}/${name}`, width, height };
  };
  return {
    async save(input, folder) {
      return (await saveSized(input, folder)).path;
    },
    saveSized,
    async remove(relativePath) {
      if (!relativePath?.startsWith('uploads/')) return;
      await rm(absolute(relativePath), { force: true });
    },
    absolute,
  };
}
