import { type RefObject, useEffect } from 'react';
import { useMapEvents } from 'react-leaflet';
import type { MapViewProps } from './map-view';

/**
 * Map events: a tap on the map closes the card; a move reports the new centre, except the
 * first framing's (`framing`), which only shows the listings just found around the old one.
 */
export function MapEvents({
  onSelect,
  onCenterChange,
  onBoundsChange,
  framing,
}: Pick<MapViewProps, 'onSelect' | 'onCenterChange' | 'onBoundsChange'> & {
  framing: RefObject<boolean>;
}) {
  const reportBounds = () => {
    const b = map.getBounds();
    onBoundsChange?.({
      south: b.getSouth(),
      west: b.getWest(),
      north: b.getNorth(),
      east: b.getEast(),
    });
  };
  const map = useMapEvents({
    click: () => onSelect(null),
    moveend: () => {
      // The framing's view too: the list beside the map shows what is in view (§6.5).
      reportBounds();
      if (framing.current) return;
      const c = map.getCenter();
      onCenterChange({ latitude: c.lat, longitude: c.lng });
    },
    resize: reportBounds,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the opening view.
  useEffect(reportBounds, []);
  return null;
}
