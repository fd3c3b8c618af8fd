import { useT } from '@client/lib/i18n/use-i18n';
import type { MapProvider } from '@common/map';
import L from 'leaflet';
import { Fragment } from 'react';

/** The sites a credit line links to, by the placeholder its message names them with. */
const SITES = {
  osm: { href: 'https://www.openstreetmap.org/copyright', name: 'OpenStreetMap' },
  maptiler: { href: 'https://www.maptiler.com/copyright/', name: 'MapTiler' },
  thunderforest: { href: 'https://www.thunderforest.com/', name: 'Thunderforest' },
} as const;
type Site = keyof typeof SITES;

/** The credit line each tile provider asks for. */
const CREDIT_KEYS = {
  osm: 'map.credit.osm',
  maptiler: 'map.credit.maptiler',
  thunderforest: 'map.credit.thunderforest',
} as const;

const PLACEHOLDER = /(\{(?:osm|maptiler|thunderforest)\})/;

/**
 * The tile provider's credit in the reader's language, its names linked. The formatter makes
 * no markup (docs/decisions.md "Languages"): the message keeps each name's placeholder as
 * written, and the links are put in its place.
 */
export function TileCredit({ provider }: { provider: MapProvider }) {
  const t = useT('map');
  if (provider === 'google') return null; // its own map draws its credit
  const kept = Object.fromEntries(Object.keys(SITES).map((site) => [site, `{${site}}`]));
  const parts = t(CREDIT_KEYS[provider], kept).split(PLACEHOLDER);
  return parts.map((part, index) => {
    const site = PLACEHOLDER.test(part) ? SITES[part.slice(1, -1) as Site] : undefined;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, never reordered.
      <Fragment key={index}>{site ? <a href={site.href}>{site.name}</a> : part}</Fragment>
    );
  });
}

/** docs/product.md §6.7: the street map keeps to the valley and its surroundings, zoom 6 to 18. */
export const STREET_BOUNDS = L.latLngBounds([36.9, -114.1], [42, -109]);
export const STREET_ZOOM = { minZoom: 6, maxZoom: 18 };
