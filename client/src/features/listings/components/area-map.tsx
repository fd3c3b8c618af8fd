import 'leaflet/dist/leaflet.css';
import { useT } from '@client/lib/i18n/use-i18n';
import { MAP_PROVIDERS, type MapProvider } from '@common/map';
import { useEffect } from 'react';
import { Circle, MapContainer, TileLayer, useMap } from 'react-leaflet';

/** The cloak's cell is about 500 m across (docs/product.md §6.2): the circle says "about here". */
const AREA_RADIUS_M = 500;

/** The links each credit names, as Leaflet's attribution (HTML) takes them. */
const LINKS = {
  osm: '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  maptiler: '<a href="https://www.maptiler.com/copyright/">MapTiler</a>',
  thunderforest: '<a href="https://www.thunderforest.com/">Thunderforest</a>',
};
/** The tile providers' credits, as the map screen gives them (docs/product.md §6.7). */
const CREDIT_KEYS = {
  osm: 'listings.area.credit.osm',
  maptiler: 'listings.area.credit.maptiler',
  thunderforest: 'listings.area.credit.thunderforest',
} as const;

/** The providers' credit alone, without Leaflet's own link. */
function PlainCredit() {
  const map = useMap();
  useEffect(() => {
    map.attributionControl.setPrefix(false);
  }, [map]);
  return null;
}

/**
 * The listing page's small map of where a listing stands (docs/product.md §7.6): a circle
 * around the owner's cloaked point, never a pin. Loaded on its own, after the page, so the
 * listing page's first load carries no Leaflet. Tiles come through the app's tile proxy, from
 * the `provider` ListingArea chose once one of its tiles loaded. The first tile that fails
 * hides the map (`onUnavailable`); the area line above it still says where.
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
  const t = useT('listings');
  const credit = provider in CREDIT_KEYS ? CREDIT_KEYS[provider as keyof typeof CREDIT_KEYS] : null;
  return (
    <MapContainer
      className="area-map"
      center={[latitude, longitude]}
      zoom={zoom}
      // A picture of the area rather than a map to explore: the page scrolls over it freely.
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
        attribution={credit ? t(credit, LINKS) : undefined}
        maxZoom={MAP_PROVIDERS[provider].maxZoom}
        eventHandlers={{ tileerror: onUnavailable }}
      />
      <PlainCredit />
      <Circle
        center={[latitude, longitude]}
        radius={AREA_RADIUS_M}
        interactive={false}
        pathOptions={{ color: '#2f7d32', fillOpacity: 0.15, weight: 2 }}
      />
    </MapContainer>
  );
}
