import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../lib/errors';
import { YEAR_MS } from '../../spa';
import { photoAccess } from './queries';
import { signedViewer } from './signing';

/** What the image store writes: a folder and a random name. Nothing else is ever served. */
const STORED = /^\/(avatars|listings)\/([A-Za-z0-9_-]{1,100}\.webp)$/;

const PUBLIC = `public, max-age=${YEAR_MS / 1000}, immutable`;
// Browsers may keep a copy but must ask again before showing it, and the answer is checked
// afresh each time; shared caches may not keep it at all.
const PRIVATE = 'private, no-cache';

/**
 * GET /api/uploads/… (docs/decisions.md "Photos"): avatars and the photos of listings everyone
 * may see are public and cached for a year; any other listing's photo is served only to a
 * viewer who may see the listing right now (named by a signed URL or a bearer token), never
 * cached by anyone else, and is 404 to everyone else, as the listing itself is.
 */
export function servePhotos(ctx: AppContext): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      throw new HttpError(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const match = STORED.exec(req.path);
    if (!match) throw notFound();
    const [, folder, name] = match as unknown as [string, string, string];
    const stored = `uploads/${folder}/${name}`;
    let cache = PUBLIC;
    if (folder === 'listings') {
      const viewerId =
        signedViewer(ctx.config.photoKey, stored, req.query as Record<string, unknown>) ??
        req.user?.id;
      const access = await photoAccess(ctx.db, stored, viewerId);
      if (!access?.visible) throw notFound();
      if (!access.open) cache = PRIVATE;
    }
    res.set('Cache-Control', cache);
    res.sendFile(
      ctx.images.absolute(stored),
      { cacheControl: false, dotfiles: 'deny' },
      (err?: Error & { status?: number }) => {
        if (!err) return;
        // A listing whose file is gone, or a client that went away mid-file.
        if (res.headersSent) return;
        res.removeHeader('Cache-Control');
        next(err.status === 404 || (err as { code?: string }).code === 'ENOENT' ? notFound() : err);
      },
    );
  };
}
