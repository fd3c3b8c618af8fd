import 'leaflet/dist/leaflet.css';
import { TileCredit } from '@client/components/tile-credit';
import { DEFAULT_ZOOM, MAP_PROVIDERS } from '@common/map';
import type L from 'leaflet';
import { useCallback, useRef, useState } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { FitOnce } from './leaflet-fit-once';
import { MapEvents } from './leaflet-map-events';
import { PriceMarkers } from './leaflet-price-markers';
import { UserMarker } from './leaflet-user-marker';
import { ListingCard } from './listing-card';
import { MapAttribution, MapControls } from './map-controls';
import type { MapViewProps } from './map-view';
import { STREET_BOUNDS, STREET_ZOOM } from './street-limits';
import { TileOutageNotice, useTileOutage } from './tile-outage';

/** The three tile providers share this Leaflet map; tiles come through /api/tiles. */
export function LeafletMap(props: MapViewProps) {
  const { provider, start, user, listings, selected, onSelect, onCenterChange, onBoundsChange } =
    props;
  const [map, setMap] = useState<L.Map | null>(null);
  const [fitted, setFitted] = useState(false);
  // The markers from the next task on: the fit draws every tile afresh, and with the first
  // markers in the same task that was one long task on a phone (bench/lighthouse.ts).
  const fittedNow = useCallback(() => void window.setTimeout(() => setFitted(true), 0), []);
  const framing = useRef(false);
  const tiles = useTileOutage();
  const street = provider === 'osm';
  // Pan limits only where the member is: a gardener elsewhere must not be pulled away.
  const bounded = street && STREET_BOUNDS.contains([start.latitude, start.longitude]);
  const zoom = street ? STREET_ZOOM : MAP_PROVIDERS[provider];
  return (
    <div className="map-frame">
      <MapControls onZoomIn={() => map?.zoomIn()} onZoomOut={() => map?.zoomOut()} />
      {tiles.unavailable && <TileOutageNotice map={map} />}
      <div className="map-view">
        <MapContainer
          ref={setMap}
          className="map-canvas"
          center={[start.latitude, start.longitude]}
          zoom={DEFAULT_ZOOM}
          minZoom={zoom.minZoom}
          maxZoom={zoom.maxZoom}
          zoomControl={false}
          attributionControl={false}
          {...(bounded ? { maxBounds: STREET_BOUNDS, maxBoundsViscosity: 0.5 } : {})}
        >
          <TileLayer
            url={`/api/tiles/${provider}/{z}/{x}/{y}`}
            minZoom={zoom.minZoom}
            maxZoom={zoom.maxZoom}
            eventHandlers={tiles.eventHandlers}
          />
          <MapEvents
            onSelect={onSelect}
            onCenterChange={onCenterChange}
            onBoundsChange={onBoundsChange}
            framing={framing}
          />
          <FitOnce listings={listings} user={user} onFitted={fittedNow} framing={framing} />
          {fitted && <PriceMarkers listings={listings} selected={selected} onSelect={onSelect} />}
          {user && <UserMarker user={user} />}
        </MapContainer>
        {selected && <ListingCard listing={selected} onClose={() => onSelect(null)} />}
      </div>
      <MapAttribution>
        <TileCredit provider={provider} />
      </MapAttribution>
    </div>
  );
}
