import type { MapProvider } from '@common/map';
import type { Config } from '@server/config';

type TileProvider = Exclude<MapProvider, 'google'>;

interface Upstream {
  origin: string;
  path: string;
  /** The query parameter that carries MAP_API_KEY, for providers that need one. */
  keyParam?: string;
}

/** Where each provider's raster tiles come from (256 px, XYZ scheme). */
const TILES: Record<TileProvider, Upstream> = {
  // Public street tiles; the usage policy asks for a descriptive User-Agent and caching.
  osm: { origin: 'https://tile.openstreetmap.org', path: '/{z}/{x}/{y}.png' },
  maptiler: {
    origin: 'https://api.maptiler.com',
    path: '/maps/streets-v2/256/{z}/{x}/{y}.png',
    keyParam: 'key',
  },
  thunderforest: {
    origin: 'https://tile.thunderforest.com',
    path: '/atlas/{z}/{x}/{y}.png',
    keyParam: 'apikey',
  },
};

const GOOGLE_SCRIPT: Upstream = {
  origin: 'https://maps.googleapis.com',
  path: '/maps/api/js',
  keyParam: 'key',
};

export const needsKey = (provider: MapProvider) =>
  provider === 'google' || !!TILES[provider].keyParam;

/** TILE_UPSTREAM_URL replaces the origin (tests point it at a local fake server). */
function build(upstream: Upstream, config: Config['map'], path: string): URL {
  const origin = (config.upstreamUrl ?? upstream.origin).replace(/\/+$/, '');
  const url = new URL(origin + path);
  if (upstream.keyParam && config.apiKey) url.searchParams.set(upstream.keyParam, config.apiKey);
  return url;
}

export function tileUrl(
  provider: TileProvider,
  config: Config['map'],
  z: number,
  x: number,
  y: number,
): URL {
  const upstream = TILES[provider];
  const path = upstream.path
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y));
  return build(upstream, config, path);
}

/** The large maps service's loader: places library, weekly channel, async loading. */
export function googleScriptUrl(config: Config['map'], callback: string | undefined): URL {
  const url = build(GOOGLE_SCRIPT, config, GOOGLE_SCRIPT.path);
  url.searchParams.set('libraries', 'places');
  url.searchParams.set('v', 'weekly');
  url.searchParams.set('loading', 'async');
  if (callback) url.searchParams.set('callback', callback);
  return url;
}
