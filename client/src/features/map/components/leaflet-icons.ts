import { formatMessage } from '@common/i18n/format';
import type { Locale } from '@common/i18n/locales';
import { listingTone, priceLabel } from '@common/listing-labels';
import L from 'leaflet';
import type { PlacedListing } from '../api';
import { MARKER_PX } from './spread';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A listing's marker (docs/product.md §6.6): a price circle, or a pill saying "exchange" or
 * "giveaway", each type in its own colour (divIcon: no image files for the bundler to lose).
 */
export function priceIcon(
  listing: PlacedListing,
  selected: boolean,
  [dx, dy]: [number, number],
  locale: Locale,
) {
  const label = priceLabel(listing, locale, { short: true });
  const tone = listingTone(listing);
  const classes = [
    'price-marker',
    `price-marker--${tone}`,
    tone !== 'sell' && 'price-marker--word',
    selected && 'price-marker--selected',
  ];
  return L.divIcon({
    className: 'price-marker-icon',
    html: `<span class="${classes.filter(Boolean).join(' ')}" aria-hidden="true">${escapeHtml(label)}</span><span class="visually-hidden">${escapeHtml(`${listing.title}, ${label}`)}</span>`,
    iconSize: [MARKER_PX, MARKER_PX],
    iconAnchor: [MARKER_PX / 2 - dx, MARKER_PX / 2 - dy],
  });
}

/** A group of markers that would cover each other: their count; a tap zooms in on them. */
export function clusterIcon(count: number, [dx, dy]: [number, number], locale: Locale) {
  const hint = formatMessage(locale, 'map.marker.clusterHint', { count });
  return L.divIcon({
    className: 'price-marker-icon',
    html: `<span class="price-marker price-marker--cluster" aria-hidden="true">${count}</span><span class="visually-hidden">${escapeHtml(hint)}</span>`,
    iconSize: [MARKER_PX, MARKER_PX],
    iconAnchor: [MARKER_PX / 2 - dx, MARKER_PX / 2 - dy],
  });
}

export const userIcon = L.divIcon({
  className: 'user-marker-icon',
  html: '<span class="user-marker" aria-hidden="true"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});
