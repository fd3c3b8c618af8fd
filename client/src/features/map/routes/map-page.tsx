import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { useSiteSettings } from '@client/lib/site-settings';
import { useStoredLocation } from '@client/lib/stored-location';
import { useDebounced } from '@client/lib/use-debounced';
import { useDesktop } from '@client/lib/use-media-query';
import { DEFAULT_CENTER, isMapProvider } from '@common/map';
import type { Listing } from '@common/types';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { type LatLng, placed, useNearbyListings } from '../api';
import { inBounds, type MapBounds, type MapViewProps } from '../components/map-view';
import { VisibleListings } from '../components/visible-listings';
import { useGeolocation } from '../hooks/use-geolocation';
import { useLocationHint } from '../hooks/use-location-hint';
import '../map.css';
import '../map-list.css';
import '../markers.css';

// Each kind of map is its own chunk: the large maps variant never downloads Leaflet.
const loadView = (google: boolean): Promise<ComponentType<MapViewProps>> =>
  google
    ? import('../components/google-map').then((m) => m.GoogleMap)
    : import('../components/leaflet-map').then((m) => m.LeafletMap);

/**
 * The kind of map the site uses, loaded as soon as the site settings say which: its chunk
 * evaluates while the centre is still being found, and the map is drawn the moment the centre
 * is known. (A lazy component would suspend then, and React holds back what a suspense
 * boundary reveals for a while, which on /map kept the tiles waiting for the listings.)
 */
function useMapView(google: boolean | null): ComponentType<MapViewProps> | null {
  const [view, setView] = useState<{ google: boolean; View: ComponentType<MapViewProps> }>();
  useEffect(() => {
    if (google === null) return;
    let live = true;
    loadView(google).then(
      (View) => live && setView({ google, View }),
      // As a lazy component's would: the route's error page says the chunk did not load.
      (error) =>
        live &&
        setView(() => {
          throw error;
        }),
    );
    return () => {
      live = false;
    };
  }, [google]);
  return view && view.google === google ? view.View : null;
}

/** docs/product.md §6.5: 100 listings on the tile map, 50 on the large maps variant. */
const LIMIT = { tiles: 100, google: 50 };
const MOVE_DEBOUNCE_MS = 400;

/** docs/product.md §6.5: said once, the first time the browser gives no position. */
export const HOME_HINT = 'map.hint.home';
export const DEFAULT_HINT = 'map.hint.default';

/** /map (docs/product.md §6.5): nearby listings around the member, nearest first. */
export function MapPage() {
  // Every word of the map, its views' included, before it draws (docs/decisions.md "Languages").
  const t = useT('map');
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
    (google ? t('map.error.nearby') : errorMessage(nearby.error, t('map.error.listings')));
  // No position (refused, failed, unsupported) is no error: the map opens at the home instead.
  const hint = useLocationHint(geo.status === 'failed' && start !== null);
  const error = [viewError, nearbyError].find((e) => e && !dismissed.includes(e));
  const View = useMapView(site.isPending ? null : google);

  return (
    <div className="map-page">
      <PageHeader title={t('nav.marketplace')} />
      {error && <Alert onDismiss={() => setDismissed((list) => [...list, error])}>{error}</Alert>}
      {hint && (
        <p className="map-hint" role="status">
          {t(stored.data ? HOME_HINT : DEFAULT_HINT)}
        </p>
      )}
      <div className="map-layout">
        <div className="map-area">
          {!start ? (
            <Loading>{t('map.loadingLocation')}</Loading>
          ) : View ? (
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
          ) : (
            <Loading>{t('map.loadingMap')}</Loading>
          )}
        </div>
        {desktop && start && <VisibleListings listings={inView} />}
      </div>
    </div>
  );
}
