import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed photo URLs (docs/decisions.md "Photos"). A browser loads <img> without the bearer
 * token, so the API hands each viewer of a listing that not everyone may see a URL naming that
 * viewer, valid for a while and signed by the server. The signature only says who asks: the
 * photo route still checks, on every request, that this viewer may see the listing now.
 */

/** A URL stays valid at least this long after the answer that carried it… */
const PHOTO_URL_MIN_S = 60 * 60;
/** …and its expiry is rounded up to this step, so it is the same URL for ten minutes. */
const STEP_S = 10 * 60;
/**
 * The longest a signed URL is ever valid.
 * @internal
 */
export const PHOTO_URL_MAX_S = PHOTO_URL_MIN_S + STEP_S;

const mac = (key: Buffer, path: string, viewerId: number, exp: number) =>
  createHmac('sha256', key).update(`${path}\n${viewerId}\n${exp}`).digest();

/** `uploads/listings/x.webp?v=7&exp=…&sig=…`: still a path relative to the API root. */
export function signPhotoPath(
  key: Buffer,
  path: string,
  viewerId: number,
  now = Date.now(),
): string {
  const exp = Math.ceil((now / 1000 + PHOTO_URL_MIN_S) / STEP_S) * STEP_S;
  const sig = mac(key, path, viewerId, exp).toString('base64url');
  return `${path}?v=${viewerId}&exp=${exp}&sig=${sig}`;
}

/** The viewer a signed URL names, if its signature holds and it has not expired. */
export function signedViewer(
  key: Buffer,
  path: string,
  query: Record<string, unknown>,
  now = Date.now(),
): number | undefined {
  const { v, exp, sig } = query;
  if (typeof v !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return;
  if (!/^\d{1,10}$/.test(v) || !/^\d{1,12}$/.test(exp)) return;
  const viewerId = Number(v);
  const expires = Number(exp);
  if (expires * 1000 <= now) return;
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(key, path, viewerId, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return;
  return viewerId;
}

/**
 * The path a viewer loads a listing's photo from (the cover unless `path` names another of its
 * photos): the plain path when anyone, guests included, may see the listing (so the file stays
 * publicly cacheable), a signed one otherwise. `openToEveryone` is read with the listing by the
 * policy the photo route checks (server/policies/listings.ts): a listing that is expired,
 * inactive, private, held or removed, or whose owner is suspended, is no public file.
 */
export function listingPhotoPath(
  key: Buffer,
  listing: { featuredImage: string | null; openToEveryone: boolean },
  viewerId: number | undefined,
  path: string | null = listing.featuredImage,
): string | null {
  if (!path || listing.openToEveryone || viewerId === undefined) return path;
  return signPhotoPath(key, path, viewerId);
}
