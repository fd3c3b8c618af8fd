import { SmallMap } from '@client/components/small-map';
import type { MapProvider } from '@common/map';
import { Circle } from 'react-leaflet';

/** The cloak's cell is about 500 m across (docs/product.md §6.2): the circle says "about here". */
const AREA_RADIUS_M = 500;

/**
 * The listing page's small map of where a listing stands (docs/product.md §7.6): a circle
 * around the owner's cloaked point, never a pin. Loaded on its own, after the page, so the
 * listing page's first load carries no Leaflet. Tiles come from the `provider` ListingArea
 * chose once one of its tiles loaded. The first tile that fails hides the map
 * (`onUnavailable`); the area line above it still says where.
 */
export default function AreaMap({
  provider,
  zoom,
  latitude,
  longitude,
  onUnavailable,
}: {
  provider: MapProvider;
  zoom: number;
  latitude: number;
  longitude: number;
  onUnavailable: () => void;
}) {
  return (
    <SmallMap
      className="area-map"
      provider={provider}
      latitude={latitude}
      longitude={longitude}
      zoom={zoom}
      onUnavailable={onUnavailable}
    >
      <Circle
        center={[latitude, longitude]}
        radius={AREA_RADIUS_M}
        interactive={false}
        pathOptions={{ color: '#2f7d32', fillOpacity: 0.15, weight: 2 }}
      />
    </SmallMap>
  );
}
