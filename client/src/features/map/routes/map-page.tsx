import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { errorMessage } from '@client/lib/api';
import { useSiteSettings } from '@client/lib/site-settings';
import { useDebounced } from '@client/lib/use-debounced';
import { useDesktop } from '@client/lib/use-media-query';
import { DEFAULT_CENTER, isMapProvider } from '@common/map';
import type { Listing } from '@common/types';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { type LatLng, placed, useNearbyListings, useStoredLocation } from '../api';
import { inBounds, type MapBounds } from '../components/map-view';
import { VisibleListings } from '../components/visible-listings';
import { useGeolocation } from '../hooks/use-geolocation';
import '../map.css';

// Each kind of map is its own chunk: the large maps variant never downloads Leaflet.
const LeafletMap = lazy(async () => ({
  default: (await import('../components/leaflet-map')).LeafletMap,
}));
const GoogleMap = lazy(async () => ({
  default: (await import('../components/google-map')).GoogleMap,
}));

/** docs/product.md §6.5: 100 listings on the tile map, 50 on the large maps variant. */
const LIMIT = { tiles: 100, google: 50 };
const MOVE_DEBOUNCE_MS = 400;

/** /map (docs/product.md §6.5): nearby listings around the member, nearest first. */
export function MapPage() {
  const site = useSiteSettings();
  const geo = useGeolocation();
  const stored = useStoredLocation();
  const provider = isMapProvider(site.data?.map_provider) ? site.data.map_provider : 'osm';
  const google = provider === 'google';
  const user = geo.status === 'found' ? geo.position : null;

  // Where the map opens: the browser's position, else the stored home, else the default.
  const [start, setStart] = useState<LatLng | null>(null);
  useEffect(() => {
    if (start || site.isPending || geo.status === 'loading') return;
    if (geo.status === 'found') setStart(geo.position);
    else if (!stored.isPending)
      setStart(
        stored.data
          ? { latitude: stored.data.latitude, longitude: stored.data.longitude }
          : DEFAULT_CENTER,
      );
  }, [start, site.isPending, geo, stored.isPending, stored.data]);

  const [center, setCenter] = useState<LatLng | null>(null);
  const moved = useDebounced(center, MOVE_DEBOUNCE_MS);
  const nearby = useNearbyListings(moved ?? start, google ? LIMIT.google : LIMIT.tiles);
  const [selected, setSelected] = useState<Listing | null>(null);
  const desktop = useDesktop();
  const [bounds, setBounds] = useState<MapBounds | null>(null);
  const listings = useMemo(() => placed(nearby.data ?? []), [nearby.data]);
  const inView = useMemo(
    () => (bounds ? listings.filter((l) => inBounds(bounds, l)) : listings),
    [listings, bounds],
  );
  const [viewError, setViewError] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string[]>([]);

  const nearbyError =
    nearby.error &&
    (google
      ? 'Failed to load nearby listings'
      : errorMessage(nearby.error, 'Failed to load listings'));
  const geoError = geo.status === 'failed' ? geo.error : null;
  const error = [viewError, nearbyError, geoError].find((e) => e && !dismissed.includes(e));
  const View = google ? GoogleMap : LeafletMap;

  return (
    <div className="map-page">
      <PageHeader title="marketplace" />
      {error && <Alert onDismiss={() => setDismissed((list) => [...list, error])}>{error}</Alert>}
      <div className="map-layout">
        <div className="map-area">
          {start ? (
            <Suspense fallback={<Loading>Loading map...</Loading>}>
              <View
                provider={provider}
                start={start}
                user={user}
                listings={listings}
                selected={selected}
                onSelect={setSelected}
                onCenterChange={setCenter}
                onBoundsChange={setBounds}
                onError={setViewError}
              />
            </Suspense>
          ) : (
            <Loading>Loading your location...</Loading>
          )}
        </div>
        {desktop && start && <VisibleListings listings={inView} />}
      </div>
    </div>
  );
}
