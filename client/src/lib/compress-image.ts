import { text } from '@common/i18n/format';
import {
  IMAGE_INITIAL_QUALITY,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PX,
  IMAGE_MIN_QUALITY,
  IMAGE_QUALITY_STEP,
} from '@common/limits';
import imageCompression from 'browser-image-compression';

/**
 * Said in the language of the moment it happens (docs/decisions.md "Languages").
 * @internal
 */
export class ImageTooLargeError extends Error {
  constructor() {
    super(text('common.image.tooBig'));
  }
}

/**
 * docs/product.md §7.10: at most 1920 px, quality 0.9 lowered by 0.1 per attempt while above
 * 0.2, until under 3 MB. When it cannot get there it throws, and the caller keeps the original.
 */
export async function compressImage(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) throw new Error(text('common.image.notAnImage'));
  let quality = IMAGE_INITIAL_QUALITY;
  for (;;) {
    const compressed = await imageCompression(file, {
      maxSizeMB: IMAGE_MAX_BYTES / 1024 / 1024,
      maxWidthOrHeight: IMAGE_MAX_PX,
      initialQuality: quality,
      useWebWorker: false,
      maxIteration: 1,
    });
    if (compressed.size <= IMAGE_MAX_BYTES) {
      return new File([compressed], file.name, { type: compressed.type, lastModified: Date.now() });
    }
    if (quality - IMAGE_QUALITY_STEP < IMAGE_MIN_QUALITY - 1e-9) throw new ImageTooLargeError();
    quality = Math.round((quality - IMAGE_QUALITY_STEP) * 10) / 10;
  }
}

/** The thrown message, or docs/product.md §7.10's generic one. */
export function imageErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : text('common.image.failed');
}
