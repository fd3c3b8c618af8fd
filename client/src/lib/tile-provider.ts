import { MAP_PROVIDERS, type MapProvider } from '@common/map';
import { useSiteSettings } from './site-settings';

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
