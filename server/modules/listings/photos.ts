import { LISTING_PHOTOS_MAX } from '@common/limits';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { listingPhotos } from '@server/db/schema';
import { type LocalText, local, validationFailed } from '@server/lib/errors';
import type { StoredImage } from '@server/lib/images';
import { and, asc, eq, notInArray } from 'drizzle-orm';

/**
 * A listing's photos (docs/product.md §7.10): up to six in the owner's order, the first the
 * cover, which listings.featured_image repeats (docs/decisions.md "Listing photos").
 */

/** The files of one request: `images` (repeated), and `image`, the one photo older clients send. */
export interface PhotoUpload {
  images: Buffer[];
  image?: Buffer | undefined;
}

export interface ListingPhotoRow {
  id: number;
  path: string;
  width: number | null;
  height: number | null;
  position: number;
}

/** What a PATCH asks of the photos; nothing at all leaves them (and the cover) untouched. */
export interface PhotoChange {
  /** The ids to keep, in order; undefined keeps them all in their order. */
  order?: number[] | undefined;
  /** New photos go after the kept ones… */
  added: number;
  /** …except `image` of older clients, which replaces the cover. */
  newCover: boolean;
}

const refused = (field: string, msg: LocalText) =>
  validationFailed([{ loc: ['body', field], msg, type: 'custom' }]);

export const tooManyPhotos = () =>
  refused('images', local('validation.photosLimit', { max: LISTING_PHOTOS_MAX }));

export const changesPhotos = (change: PhotoChange) =>
  change.order !== undefined || change.added > 0 || change.newCover;

/** The files of a request in the order they are to be shown: a replacing cover first. */
export const newFiles = (upload: PhotoUpload): Buffer[] =>
  upload.image ? [upload.image, ...upload.images] : upload.images;

export function photosOf(db: Db, listingId: number): Promise<ListingPhotoRow[]> {
  return db
    .select({
      id: listingPhotos.id,
      path: listingPhotos.path,
      width: listingPhotos.width,
      height: listingPhotos.height,
      position: listingPhotos.position,
    })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
}

/**
 * The photos a change keeps, in order; refuses (422) ids that are not this listing's and a
 * total above the limit. Checked before any file is stored, and again inside the transaction
 * against what is stored then.
 */
export function keptPhotos(current: ListingPhotoRow[], change: PhotoChange): ListingPhotoRow[] {
  let kept = change.newCover ? current.slice(1) : current;
  if (change.order !== undefined) {
    if (change.newCover) {
      throw refused('image', local('errors.listings.newCoverWithOrder'));
    }
    const byId = new Map(current.map((photo) => [photo.id, photo]));
    const strangers = change.order.filter((id) => !byId.has(id));
    if (strangers.length) {
      throw refused(
        'image_order',
        local('errors.listings.strangerPhotos', { ids: strangers.join(', ') }),
      );
    }
    kept = change.order.map((id) => byId.get(id)!);
  }
  if (kept.length + change.added > LISTING_PHOTOS_MAX) throw tooManyPhotos();
  return kept;
}

/**
 * Re-encodes and stores every file, or none: when one is refused (415, 413) the ones already
 * stored are removed and the refusal stands, so a refused photo changes nothing.
 */
export async function storePhotos(ctx: AppContext, files: Buffer[]): Promise<StoredImage[]> {
  const results = await Promise.allSettled(
    files.map((file) => ctx.images.saveSized(file, 'listings')),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failed) return results.map((r) => (r as PromiseFulfilledResult<StoredImage>).value);
  await removeFiles(
    ctx,
    results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.path] : [])),
  );
  throw failed.reason;
}

export async function removeFiles(ctx: AppContext, paths: (string | null | undefined)[]) {
  await Promise.all([...new Set(paths)].map((p) => ctx.images.remove(p)));
}

/**
 * Writes the listing's photos as `kept` then `added` (a replacing cover before the kept ones),
 * inside the caller's transaction; answers the paths of the photos it dropped, whose files the
 * caller removes once the change is committed.
 */
export async function writePhotos(
  tx: Db,
  listingId: number,
  kept: ListingPhotoRow[],
  added: StoredImage[],
  newCover: boolean,
): Promise<string[]> {
  const dropped = await tx
    .delete(listingPhotos)
    .where(
      and(
        eq(listingPhotos.listingId, listingId),
        kept.length
          ? notInArray(
              listingPhotos.id,
              kept.map((p) => p.id),
            )
          : undefined,
      ),
    )
    .returning({ path: listingPhotos.path });
  const offset = newCover ? 1 : 0;
  for (const [index, photo] of kept.entries()) {
    const position = index + offset;
    if (photo.position !== position) {
      await tx.update(listingPhotos).set({ position }).where(eq(listingPhotos.id, photo.id));
    }
  }
  if (added.length) {
    const positionOf = (index: number) =>
      newCover ? (index === 0 ? 0 : kept.length + index) : kept.length + index;
    await tx.insert(listingPhotos).values(
      added.map((image, index) => ({
        listingId,
        path: image.path,
        width: image.width,
        height: image.height,
        position: positionOf(index),
      })),
    );
  }
  return dropped.map((row) => row.path);
}

/** The cover once written: what listings.featured_image must then say. */
export function coverOf(
  kept: ListingPhotoRow[],
  added: StoredImage[],
  newCover: boolean,
): string | null {
  if (newCover) return added[0]?.path ?? null;
  return kept[0]?.path ?? added[0]?.path ?? null;
}
