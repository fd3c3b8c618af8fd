import 'leaflet/dist/leaflet.css';
import { MAP_PROVIDERS, type MapProvider } from '@common/map';
import type { LeafletEventHandlerFnMap } from 'leaflet';
import { type ReactNode, useEffect } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useTileCreditHtml } from './tile-credit';

// Only the small maps' own chunks import this file: the pages that hold them load no Leaflet.

/**
 * A small map's tiles, through the app's tile proxy, with the provider's credit alone: Leaflet's
 * own link would crowd a map this size.
 */
export function ProxyTiles({
  provider,
  eventHandlers,
}: {
  provider: MapProvider;
  eventHandlers: LeafletEventHandlerFnMap;
}) {
  const map = useMap();
  const credit = useTileCreditHtml(provider);
  useEffect(() => {
    map.attributionControl.setPrefix(false);
  }, [map]);
  return (
    <TileLayer
      url={`/api/tiles/${provider}/{z}/{x}/{y}`}
      attribution={credit}
      maxZoom={MAP_PROVIDERS[provider].maxZoom}
      eventHandlers={eventHandlers}
    />
  );
}

/**
 * A picture of a place rather than a map to explore (docs/product.md §7.6, §7.19): the page
 * scrolls over it freely. Its first failing tile calls `onUnavailable`, and the words beside it
 * still say where.
 */
export function SmallMap({
  className,
  provider,
  latitude,
  longitude,
  zoom,
  onUnavailable,
  children,
}: {
  className: string;
  provider: MapProvider;
  latitude: number;
  longitude: number;
  zoom: number;
  onUnavailable: () => void;
  /** What it shows at the place. */
  children: ReactNode;
}) {
  return (
    <MapContainer
      className={className}
      center={[latitude, longitude]}
      zoom={zoom}
      dragging={false}
      touchZoom={false}
      doubleClickZoom={false}
      scrollWheelZoom={false}
      boxZoom={false}
      keyboard={false}
      zoomControl={false}
    >
      <ProxyTiles provider={provider} eventHandlers={{ tileerror: onUnavailable }} />
      {children}
    </MapContainer>
  );
}
