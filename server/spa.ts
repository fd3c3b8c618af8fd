import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENTRY_PAGES_FILE } from '@common/entry-pages';
import express, { type Router } from 'express';

/** How long hashed assets and uploads, which never change under their name, are cached. */
export const YEAR_MS = 31_536_000_000;

/**
 * The build's table of entry pages (client/build/entry-pages.ts): a path a visit often starts
 * on → a copy of index.html that also names that page's files. Only paths listed there are
 * answered with a copy, so a request can never name a file itself.
 */
function readEntryPages(clientDir: string): Map<string, string> {
  const table = path.join(clientDir, ENTRY_PAGES_FILE);
  if (!existsSync(table)) return new Map();
  const entries = Object.entries(JSON.parse(readFileSync(table, 'utf8')) as Record<string, string>);
  return new Map(entries.map(([route, file]) => [route, path.join(clientDir, file)]));
}

/**
 * Files of the installable app (docs/product.md §2.7) whose names stay the same from release to
 * release: a browser asks again each time, so a new worker and manifest reach members at once.
 */
const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest']);

/** A request for a source map, however its name is encoded. */
function namesSourceMap(urlPath: string): boolean {
  try {
    return /\.map$/i.test(decodeURIComponent(urlPath));
  } catch {
    return false;
  }
}

/** The built client: hashed assets cached for good, every other GET a client route. */
export function spaRouter(clientDir: string): Router {
  const router = express.Router();
  const entryPages = readEntryPages(clientDir);
  const indexHtml = path.join(clientDir, 'index.html');
  // Source maps would hand out the client's source: the build makes none (vite.config.ts),
  // and one left in the folder by another build is not served either.
  router.use((req, res, next) => {
    if (namesSourceMap(req.path)) res.sendStatus(404);
    else next();
  });
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: YEAR_MS,
      fallthrough: false,
    }),
  );
  router.use(
    express.static(clientDir, {
      index: false,
      maxAge: '1h',
      setHeaders(res, file) {
        if (REVALIDATED.has(path.relative(clientDir, file))) res.set('Cache-Control', 'no-cache');
      },
    }),
  );
  // History fallback: every other GET is a client route.
  router.get(/^(?!\/(api|socket\.io)(\/|$)).*/, (req, res) => {
    res.set('Cache-Control', 'no-cache').sendFile(entryPages.get(req.path) ?? indexHtml);
  });
  return router;
}
