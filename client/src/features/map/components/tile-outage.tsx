import { useT } from '@client/lib/i18n/use-i18n';
import type L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';

/**
 * Tiles failing in a row before the map says so: one stray failure is not an outage.
 * @internal
 */
export const FAILED_TILES_BEFORE_NOTICE = 3;

/**
 * Watches the tile layer (docs/product.md §6.7): after a few failed tiles in a row the map is
 * said to be unavailable; the next tile that loads takes the notice away again.
 */
export function useTileOutage() {
  const [failedInARow, setFailedInARow] = useState(0);
  const eventHandlers = useMemo(
    () => ({
      tileerror: () => setFailedInARow((n) => n + 1),
      tileload: () => setFailedInARow(0),
    }),
    [],
  );
  return { unavailable: failedInARow >= FAILED_TILES_BEFORE_NOTICE, eventHandlers };
}

/**
 * A bar between the toolbar and the map, never over it: markers and the card still work
 * without tiles, and none of them is ever under the notice (docs/product.md §6.7).
 */
export function TileOutageNotice({ map }: { map: L.Map | null }) {
  const t = useT('map');
  // The bar takes height from the map's view as it comes and gives it back as it goes: Leaflet
  // measures the view again each time (after the page is laid out, in a passive effect).
  useEffect(() => {
    map?.invalidateSize();
    return () => {
      map?.invalidateSize();
    };
  }, [map]);
  return (
    <p className="map-tiles-notice" role="status">
      {t('map.tilesUnavailable')}
    </p>
  );
}
