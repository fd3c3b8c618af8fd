import { useSiteSettings } from '@client/lib/site-settings';
import { MAP_PROVIDERS, type MapProvider } from '@common/map';

/** A neighbourhood's scale: streets and parks can be told apart. */
export const PLACE_ZOOM = 15;

/**
 * The tiles the small maps draw (docs/product.md §6.7): the configured ones, or the street tiles
 * when the site uses the large maps service; always through the app's tile proxy. Undefined
 * while the site settings load.
 */
export function useTileProvider(): MapProvider | undefined {
  const site = useSiteSettings();
  if (site.isPending) return undefined;
  const configured = site.data?.map_provider ?? 'osm';
  return MAP_PROVIDERS[configured].kind === 'tiles' ? configured : 'osm';
}

/** The links each credit names, as Leaflet's attribution (HTML) takes them. */
export const CREDIT_LINKS = {
  osm: '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  maptiler: '<a href="https://www.maptiler.com/copyright/">MapTiler</a>',
  thunderforest: '<a href="https://www.thunderforest.com/">Thunderforest</a>',
};

/** The tile providers' credits, as the map screen gives them (docs/product.md §6.7). */
export const CREDIT_KEYS = {
  osm: 'events.map.credit.osm',
  maptiler: 'events.map.credit.maptiler',
  thunderforest: 'events.map.credit.thunderforest',
} as const;

export const creditKey = (provider: MapProvider) =>
  provider in CREDIT_KEYS ? CREDIT_KEYS[provider as keyof typeof CREDIT_KEYS] : undefined;
