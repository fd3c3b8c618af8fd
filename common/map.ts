// Map constants the client needs without zod (the map page must not load the schemas).

/** docs/product.md §6.5: the nearby radius, its fallback and the default view. */
export const NEARBY_RADIUS_KM = 50;
export const NEARBY_FALLBACK_RADIUS_KM = 500;
export const NEARBY_MAX_RADIUS_KM = 500;
export const DEFAULT_CENTER = { latitude: 40.706464, longitude: -111.855032 } as const;
export const DEFAULT_ZOOM = 10;

/** The four providers of docs/product.md §6.7 and their zoom ranges. */
export const MAP_PROVIDERS = {
  osm: { minZoom: 1, maxZoom: 19, kind: 'tiles' },
  maptiler: { minZoom: 1, maxZoom: 22, kind: 'tiles' },
  thunderforest: { minZoom: 1, maxZoom: 22, kind: 'tiles' },
  google: { minZoom: 1, maxZoom: 20, kind: 'script' },
} as const;
export type MapProvider = keyof typeof MAP_PROVIDERS;
export const isMapProvider = (value: unknown): value is MapProvider =>
  typeof value === 'string' && Object.hasOwn(MAP_PROVIDERS, value);
