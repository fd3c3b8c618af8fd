import { photoContracts as contracts, PHOTO_FOLDERS, PHOTO_NAME } from '@common/contracts/photos';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { HttpError, local, notFound } from '@server/lib/errors';
import { YEAR_MS } from '@server/spa';
import type { RequestHandler, Response } from 'express';
import { photoAccess } from './queries';
import { signedViewer } from './signing';

/**
 * What the image store writes: a folder and a random name. Nothing else is ever served. It is
 * read from the path as sent, before Express decodes it: an encoded name is no stored name.
 */
const STORED = new RegExp(`^/uploads/(${PHOTO_FOLDERS.join('|')})/${PHOTO_NAME}$`);

// An avatar is anyone's to see for as long as its (random, never reused) name is in use.
const AVATAR = `public, max-age=${YEAR_MS / 1000}, immutable`;
// A listing open to everyone may go private, be held or removed at any moment: no cache, shared
// or the browser's, keeps its photo more than an hour without asking again, and asking again
// is checked afresh like a first request (docs/decisions.md "How long caches keep photos").
const OPEN_LISTING = 'public, max-age=3600';
// Browsers may keep a copy but must ask again before showing it, and the answer is checked
// afresh each time; shared caches may not keep it at all.
const PRIVATE = 'private, no-cache';

/** Any other path under /uploads is 404, before its parameters are checked (no 422). */
const storedOnly: RequestHandler = (req, _res, next) => {
  if (!STORED.test(req.path)) throw notFound();
  next();
};

/** /uploads answers GET and HEAD only; mounted before the routes, for any path under it. */
export const photoReadsOnly: RequestHandler = (req, _res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    throw new HttpError(405, local('errors.http.methodNotAllowed'), { Allow: 'GET, HEAD' });
  next();
};

/** Sends the file; a file that is gone is 404, a client that went away mid-file is nothing. */
function sendStored(res: Response, file: string, cache: string): Promise<void> {
  res.set('Cache-Control', cache);
  return new Promise((resolve, reject) => {
    res.sendFile(file, { cacheControl: false, dotfiles: 'deny' }, (err?: Error) => {
      if (!err || res.headersSent) return resolve();
      res.removeHeader('Cache-Control');
      const { status, code } = err as { status?: number; code?: string };
      reject(status === 404 || code === 'ENOENT' ? notFound() : err);
    });
  });
}

/**
 * GET /api/uploads/… (docs/decisions.md "Photos"): avatars are public and cached for a year,
 * the photos of listings everyone may see public for an hour; any other listing's photo is served only to a
 * viewer who may see the listing right now (named by a signed URL or a bearer token), never
 * cached by anyone else, and is 404 to everyone else, as the listing itself is.
 */
export function photoRoutes(ctx: AppContext) {
  return [
    implement(
      contracts.get,
      { access: 'guest', before: [storedOnly] },
      async ({ input: { params }, user, req, res }) => {
        const stored = `uploads/${params.folder}/${params.file}`;
        let cache = AVATAR;
        if (params.folder === 'listings') {
          const viewerId =
            signedViewer(ctx.config.photoKey, stored, req.query as Record<string, unknown>) ??
            user?.id;
          const access = await photoAccess(ctx.db, stored, viewerId);
          if (!access?.visible) throw notFound();
          cache = access.open ? OPEN_LISTING : PRIVATE;
        }
        await sendStored(res, ctx.images.absolute(stored), cache);
        return undefined;
      },
    ),
  ];
}
