import 'leaflet/dist/leaflet.css';
import { useT } from '@client/lib/i18n/use-i18n';
import { MAP_PROVIDERS, type MapProvider } from '@common/map';
import { useState } from 'react';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { PlainCredit, pinIcon } from './leaflet-pieces';
import { CREDIT_LINKS, creditKey, PLACE_ZOOM } from './map-pieces';

/**
 * The event page's small map (docs/product.md §7.19): a pin at the exact place, a picture
 * rather than a map to explore, so the page scrolls over it freely. Loaded on its own, after
 * the page. The first tile that fails hides it; the place's name above still says where.
 */
export default function PlaceMap({
  provider,
  latitude,
  longitude,
  placeName,
}: {
  provider: MapProvider;
  latitude: number;
  longitude: number;
  placeName: string;
}) {
  const t = useT('events');
  const [failed, setFailed] = useState(false);
  const credit = creditKey(provider);
  if (failed) return null;
  return (
    <MapContainer
      className="event-map"
      center={[latitude, longitude]}
      zoom={PLACE_ZOOM}
      dragging={false}
      touchZoom={false}
      doubleClickZoom={false}
      scrollWheelZoom={false}
      boxZoom={false}
      keyboard={false}
      zoomControl={false}
    >
      <TileLayer
        url={`/api/tiles/${provider}/{z}/{x}/{y}`}
        attribution={credit ? t(credit, CREDIT_LINKS) : undefined}
        maxZoom={MAP_PROVIDERS[provider].maxZoom}
        eventHandlers={{ tileerror: () => setFailed(true) }}
      />
      <PlainCredit />
      <Marker
        position={[latitude, longitude]}
        icon={pinIcon}
        title={placeName}
        alt={placeName}
        keyboard={false}
      />
    </MapContainer>
  );
}
