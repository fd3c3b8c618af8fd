import { useT } from '@client/lib/i18n/use-i18n';
import type { MapProvider } from '@common/map';
import { Fragment } from 'react';

/** The sites a credit line links to, by the placeholder its message names them with. */
const SITES = {
  osm: { href: 'https://www.openstreetmap.org/copyright', name: 'OpenStreetMap' },
  maptiler: { href: 'https://www.maptiler.com/copyright/', name: 'MapTiler' },
  thunderforest: { href: 'https://www.thunderforest.com/', name: 'Thunderforest' },
} as const;
type Site = (typeof SITES)[keyof typeof SITES];

/** The credit line each tile provider asks for (docs/product.md §6.7). */
const CREDIT_KEYS = {
  osm: 'tileCredit.osm',
  maptiler: 'tileCredit.maptiler',
  thunderforest: 'tileCredit.thunderforest',
} as const;

const PLACEHOLDER = /(\{(?:osm|maptiler|thunderforest)\})/;

/**
 * The tile provider's credit in the reader's language, as text and the sites it links to; none
 * for a provider whose own map draws its credit. The formatter makes no markup
 * (docs/decisions.md "Languages"): the message keeps each name's placeholder as written, and
 * whoever shows the credit puts the links in its place.
 */
function useCreditParts(provider: MapProvider): (string | Site)[] | undefined {
  // From the words every screen has (core): a small map never waits for the map screen's file,
  // nor is drawn a moment later than its page (docs/decisions.md "Languages").
  const t = useT('core');
  if (!(provider in CREDIT_KEYS)) return undefined;
  const kept = Object.fromEntries(Object.keys(SITES).map((site) => [site, `{${site}}`]));
  return t(CREDIT_KEYS[provider as keyof typeof CREDIT_KEYS], kept)
    .split(PLACEHOLDER)
    .map((part) =>
      PLACEHOLDER.test(part) ? SITES[part.slice(1, -1) as keyof typeof SITES] : part,
    );
}

/** The credit as elements, for a map that shows it on the page. */
export function TileCredit({ provider }: { provider: MapProvider }) {
  const parts = useCreditParts(provider);
  if (!parts) return null;
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, never reordered.
    <Fragment key={index}>
      {typeof part === 'string' ? part : <a href={part.href}>{part.name}</a>}
    </Fragment>
  ));
}

/** The credit as Leaflet's own attribution control takes it: HTML. */
export function useTileCreditHtml(provider: MapProvider): string | undefined {
  return useCreditParts(provider)
    ?.map((part) => (typeof part === 'string' ? part : `<a href="${part.href}">${part.name}</a>`))
    .join('');
}
