import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { useSteppedList } from '@client/lib/use-stepped-list';
import L from 'leaflet';
import { useMemo, useState } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { clusterByOverlap } from './cluster';
import { clusterIcon, priceIcon } from './leaflet-icons';
import { FIT_PADDING_PX, type MapViewProps } from './map-view';
import { MARKER_PX, spread } from './spread';

/** Markers Leaflet builds in one task; more are added in the tasks after. */
const MARKERS_PER_STEP = 10;

/**
 * The price markers, fanned out where one gardener has several, and grouped where markers of
 * different gardeners would cover each other at this zoom (not at the closest zoom, where the
 * member has nothing left to zoom into).
 */
export function PriceMarkers({
  listings,
  selected,
  onSelect,
}: Pick<MapViewProps, 'listings' | 'selected' | 'onSelect'>) {
  const map = useMap();
  const locale = useLocale();
  const t = useT('map');
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });

  const markers = useMemo(() => {
    const offsets = spread(listings);
    const placed = listings.map((listing) => {
      const offset = offsets.get(listing.id) ?? [0, 0];
      const at = map.project([listing.owner_latitude, listing.owner_longitude], zoom);
      return { item: { listing, offset }, x: at.x + offset[0], y: at.y + offset[1] };
    });
    const clusters =
      zoom >= map.getMaxZoom()
        ? placed.map((p) => ({ items: [p.item], x: p.x, y: p.y }))
        : clusterByOverlap(placed, MARKER_PX);
    return clusters.map(({ items }) => {
      const { listing, offset } = items[0]!;
      if (items.length === 1)
        return (
          <Marker
            key={listing.id}
            position={[listing.owner_latitude, listing.owner_longitude]}
            icon={priceIcon(listing, selected?.id === listing.id, offset, locale)}
            title={listing.title}
            eventHandlers={{
              click: () => onSelect(listing),
              // Leaflet makes markers focusable buttons; Enter should open the card too.
              keypress: (e) => {
                if ((e as L.LeafletKeyboardEvent).originalEvent.key === 'Enter') onSelect(listing);
              },
            }}
          />
        );
      const zoomIn = () =>
        map.fitBounds(
          L.latLngBounds(
            items.map(({ listing: l }) => [l.owner_latitude, l.owner_longitude] as L.LatLngTuple),
          ),
          {
            padding: [FIT_PADDING_PX, FIT_PADDING_PX],
            maxZoom: Math.min(zoom + 3, map.getMaxZoom()),
          },
        );
      return (
        <Marker
          key={`cluster-${listing.id}`}
          position={[listing.owner_latitude, listing.owner_longitude]}
          icon={clusterIcon(items.length, offset, locale)}
          title={t('map.marker.cluster', { count: items.length })}
          eventHandlers={{
            click: zoomIn,
            keypress: (e) => {
              if ((e as L.LeafletKeyboardEvent).originalEvent.key === 'Enter') zoomIn();
            },
          }}
        />
      );
    });
  }, [listings, selected, onSelect, map, zoom, locale, t]);
  // Nearest first (the listings' order), a few at a time: 100 at once was one long task.
  return useSteppedList(markers, MARKERS_PER_STEP);
}
