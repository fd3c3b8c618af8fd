import { tileContracts as contracts } from '@common/contracts/tiles';
import { isMapProvider, MAP_PROVIDERS, type MapProvider } from '@common/map';
import { DAY_MS } from '@common/time';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { badRequest, HttpError, local, notFound } from '@server/lib/errors';
import { failureReported } from '@server/observability/request-log';
import type { NextFunction, Request, Response } from 'express';
import { createOutageLog } from './outage-log';
import { type CachedTile, createTileCache, tileCacheDir } from './tile-cache';
import { googleScriptUrl, needsKey, tileUrl } from './tile-upstreams';
import { fetchUpstream } from './upstream';

/** Tiles change rarely; a week keeps the upstream's load (and its usage policy) light. */
const TILE_MAX_AGE_MS = 7 * DAY_MS;
const TILE_MAX_BYTES = 2 * 1024 * 1024;
const SCRIPT_MAX_BYTES = 2 * 1024 * 1024;
const SCRIPT_MAX_AGE_MS = 10 * 60_000;
const CALLBACK = /^[A-Za-z_$][\w$]{0,63}$/;

/** PNG, JPEG or WebP, told by their first bytes (the cache keeps no headers). */
function imageType(body: Buffer): string | undefined {
  if (body.subarray(0, 4).toString('hex') === '89504e47') return 'image/png';
  if (body.subarray(0, 2).toString('hex') === 'ffd8') return 'image/jpeg';
  if (body.subarray(0, 4).toString() === 'RIFF' && body.subarray(8, 12).toString() === 'WEBP')
    return 'image/webp';
  return undefined;
}

/** The upstream failing (502, 504), as opposed to a tile that does not exist (404). */
function isOutage(err: unknown): err is HttpError {
  return err instanceof HttpError && err.status >= 500;
}

function whole(value: string | undefined, what: string): number {
  const match = /^(\d{1,7})(\.png)?$/.exec(value ?? '');
  if (!match) throw badRequest(local('errors.tiles.wholeNumber', { name: what }));
  return Number(match[1]);
}

/**
 * docs/product.md §6.7: tiles and the large maps service's script come through
 * the server, which holds the key, so the page's CSP stays 'self' and no key reaches the code.
 * Their path segments are read here, not by a schema: a bad one answers 400 or 404 in the
 * words of §6.7, not the 422 of a validation list.
 */
export function tileRoutes(ctx: AppContext) {
  const config = ctx.config.map;
  const userAgent = ctx.config.userAgent;
  const cache = createTileCache(tileCacheDir(ctx.config.dataDir), TILE_MAX_AGE_MS);
  const scripts = new Map<string, { at: number; body: Buffer }>();
  const perClient = ctx.limiter({ name: 'map-tiles', windowMs: 60_000, limit: 1200 });
  const outage = createOutageLog(ctx.logger, () => ctx.clock.now());

  /** The configured provider; the public street tiles need no key and are always there. */
  function usable(name: string | undefined): MapProvider {
    if (!isMapProvider(name))
      throw notFound(local('errors.tiles.unknownProvider', { name: String(name) }));
    if (name !== 'osm' && name !== config.provider)
      throw notFound(local('errors.tiles.notConfigured', { name }));
    if (needsKey(name) && !config.apiKey)
      throw new HttpError(503, local('errors.tiles.needsKey', { name }));
    return name;
  }

  /** `/{provider}/js-api` is any first segment: leave the path to later routes unless it names a provider. */
  const namesProvider = (req: Request, _res: Response, next: NextFunction) => {
    next(isMapProvider((req.params as Record<string, string>).provider) ? undefined : 'route');
  };

  return [
    implement(contracts.tile, { access: 'guest', before: [perClient] }, async ({ req, res }) => {
      const params = req.params as Record<string, string>;
      const provider = usable(params.provider);
      if (provider === 'google') throw notFound(local('errors.tiles.googleHasNoTiles'));
      const { minZoom, maxZoom } = MAP_PROVIDERS[provider];
      const z = whole(params.z, 'z');
      const x = whole(params.x, 'x');
      const y = whole(params.y, 'y');
      if (z < minZoom || z > maxZoom)
        throw badRequest(
          local('errors.tiles.zoom', { min: minZoom, max: maxZoom, name: provider }),
        );
      if (x >= 2 ** z || y >= 2 ** z)
        throw notFound(local('errors.tiles.noTile', { z: String(z), x: String(x), y: String(y) }));

      let tile: CachedTile;
      try {
        tile = await cache.get(`${provider}/${z}/${x}/${y}`, async () => {
          try {
            const body = await fetchUpstream(tileUrl(provider, config, z, x, y), {
              server: 'tiles',
              accept: 'image/png,image/*;q=0.8',
              maxBytes: TILE_MAX_BYTES,
              userAgent,
            });
            if (!imageType(body)) throw new HttpError(502, local('errors.tiles.notAnImage'));
            outage.answered();
            return body;
          } catch (err) {
            // Logged in English, whatever language the failed request was answered in.
            if (isOutage(err)) outage.failed(err.message);
            throw err;
          }
        });
      } catch (err) {
        if (isOutage(err)) failureReported(res);
        throw err;
      }
      res
        .type(imageType(tile.body) ?? 'image/png')
        .set('Cache-Control', tile.fresh ? 'public, max-age=86400' : 'public, max-age=300')
        .send(tile.body);
    }),
    implement(
      contracts.script,
      // The limiter first, as it always counted every request to this path.
      { access: 'guest', before: [perClient, namesProvider] },
      async ({ req, res }) => {
        const provider = usable((req.params as Record<string, string>).provider);
        if (MAP_PROVIDERS[provider].kind !== 'script')
          throw notFound(local('errors.tiles.usesTiles', { name: provider }));
        const callback = typeof req.query.callback === 'string' ? req.query.callback : undefined;
        if (callback !== undefined && !CALLBACK.test(callback))
          throw badRequest(local('errors.tiles.callback'));
        const key = callback ?? '';
        let script = scripts.get(key);
        if (!script || Date.now() - script.at > SCRIPT_MAX_AGE_MS) {
          const body = await fetchUpstream(googleScriptUrl(config, callback), {
            server: 'google',
            accept: 'application/javascript,text/javascript,*/*;q=0.1',
            maxBytes: SCRIPT_MAX_BYTES,
            userAgent,
          });
          script = { at: Date.now(), body };
          scripts.set(key, script);
        }
        res
          .type('application/javascript; charset=utf-8')
          .set('Cache-Control', 'private, max-age=600')
          .send(script.body);
      },
    ),
  ];
}
