import { text } from '@common/i18n/format';

/**
 * Whether a chosen file is a photo the server takes (docs/product.md §7.10), told by its first
 * bytes as the server tells it, not by its name or declared type: a renamed .txt or .pdf is
 * refused in the picker instead of becoming a broken thumbnail and a second error on Save.
 */

/** The one message for files that are not photos, naming them, in the current language. */
export function notAPhotoMessage(names: string[]): string {
  return text('common.photo.notAPhoto', {
    count: names.length,
    names: names.join(', '),
    formats: text('common.photo.formats'),
  });
}

/** ISO media brands of AVIF and HEIC/HEIF still images (and their sequences). */
const HEIF_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
]);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

function isPhotoBytes(bytes: Uint8Array): boolean {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true; // JPEG
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return true;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return true;
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return true;
  return ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12));
}

export async function isPhotoFile(file: Blob): Promise<boolean> {
  try {
    return isPhotoBytes(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  } catch {
    return false; // unreadable (moved or deleted since it was chosen)
  }
}
