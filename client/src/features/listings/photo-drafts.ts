import type { Listing } from '@common/types';

/**
 * A photo in the create or edit form (docs/product.md §7.10): one the listing already has, or
 * a file chosen now (already compressed). The list's order is the listing's: the first is the
 * cover.
 */
export type PhotoDraft =
  | { key: string; kind: 'stored'; id: number; url: string }
  | { key: string; kind: 'new'; file: File };

let nextKey = 0;
export const newDraft = (file: File): PhotoDraft => ({
  key: `new-${++nextKey}`,
  kind: 'new',
  file,
});

/** The listing's photos as the edit form starts from them. */
export function draftsOf(listing: Listing): PhotoDraft[] {
  return listing.images.map((image) => ({
    key: `stored-${image.id}`,
    kind: 'stored',
    id: image.id,
    url: image.url,
  }));
}

/** What PATCH /listings/{id} needs of the form's photos (docs/product.md §7.11). */
export interface PhotoChanges {
  /** The stored photos kept, in order; left out when they are exactly the listing's. */
  order?: number[] | undefined;
  /** The new files, in order; the server puts them after the kept ones. */
  files: File[];
  /**
   * The whole order once the new photos have ids, when a new photo goes before a stored one
   * (the server places new ones last, so a second request puts them where the member did).
   */
  reorder?: ((added: number[]) => number[]) | undefined;
}

/** The form's list as the request (or two) that makes the listing's photos so. */
export function photoChanges(drafts: PhotoDraft[], listing?: Listing): PhotoChanges {
  const order = drafts.flatMap((d) => (d.kind === 'stored' ? [d.id] : []));
  const files = drafts.flatMap((d) => (d.kind === 'new' ? [d.file] : []));
  const unchanged =
    listing !== undefined &&
    order.length === listing.images.length &&
    order.every((id, i) => listing.images[i]?.id === id);
  const lastStored = drafts.findLastIndex((d) => d.kind === 'stored');
  const newBeforeStored = drafts.slice(0, lastStored).some((d) => d.kind === 'new');
  return {
    order: unchanged ? undefined : order,
    files,
    reorder: newBeforeStored
      ? (added) => {
          let next = 0;
          return drafts.map((d) => (d.kind === 'stored' ? d.id : (added[next++] ?? 0)));
        }
      : undefined,
  };
}
