import { SmallMap } from '@client/components/small-map';
import type { MapProvider } from '@common/map';
import { useState } from 'react';
import { Marker } from 'react-leaflet';
import { PLACE_ZOOM, pinIcon } from './place-on-map';

/**
 * The event page's small map (docs/product.md §7.19): a pin at the exact place. Loaded on its
 * own, after the page. The first tile that fails hides it; the place's name above still says
 * where.
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
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <SmallMap
      className="event-map"
      provider={provider}
      latitude={latitude}
      longitude={longitude}
      zoom={PLACE_ZOOM}
      onUnavailable={() => setFailed(true)}
    >
      <Marker
        position={[latitude, longitude]}
        icon={pinIcon}
        title={placeName}
        alt={placeName}
        keyboard={false}
      />
    </SmallMap>
  );
}
