import 'leaflet/dist/leaflet.css';
import { useSteppedList } from '@client/lib/use-stepped-list';
import { DEFAULT_ZOOM, MAP_PROVIDERS } from '@common/map';
import L from 'leaflet';
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import type { PlacedListing } from '../api';
import { clusterByOverlap } from './cluster';
import { ListingCard } from './listing-card';
import { MapAttribution, MapControls } from './map-controls';
import { FIT_PADDING_PX, type MapViewProps } from './map-view';
import { isFree, markerLabel } from './price';
import { MARKER_PX, spread } from './spread';
import { TileOutageNotice, useTileOutage } from './tile-outage';

/** Markers Leaflet builds in one task; more are added in the tasks after. */
const MARKERS_PER_STEP = 10;

const OSM_CREDIT = <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>;
const ATTRIBUTION: Record<string, ReactNode> = {
  osm: <>&copy; {OSM_CREDIT} contributors</>,
  maptiler: (
    <>
      &copy; <a href="https://www.maptiler.com/copyright/">MapTiler</a> &copy; {OSM_CREDIT}{' '}
      contributors
    </>
  ),
  thunderforest: (
    <>
      Maps &copy; <a href="https://www.thunderforest.com/">Thunderforest</a>, data &copy;{' '}
      {OSM_CREDIT} contributors
    </>
  ),
};

/** docs/product.md §6.7: the street map keeps to the valley and its surroundings, zoom 6 to 18. */
const STREET_BOUNDS = L.latLngBounds([36.9, -114.1], [42, -109]);
const STREET_ZOOM = { minZoom: 6, maxZoom: 18 };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A price circle (divIcon: no image files, so nothing for the bundler to lose). */
function priceIcon(listing: PlacedListing, selected: boolean, [dx, dy]: [number, number]) {
  const label = markerLabel(listing);
  const tone = isFree(listing) ? 'free' : 'priced';
  return L.divIcon({
    className: 'price-marker-icon',
    html: `<span class="price-marker price-marker--${tone}${selected ? ' price-marker--selected' : ''}" aria-hidden="true">${escapeHtml(label)}</span><span class="visually-hidden">${escapeHtml(`${listing.title}, ${label}`)}</span>`,
    iconSize: [MARKER_PX, MARKER_PX],
    iconAnchor: [MARKER_PX / 2 - dx, MARKER_PX / 2 - dy],
  });
}

/** A group of markers that would cover each other: their count; a tap zooms in on them. */
function clusterIcon(count: number, [dx, dy]: [number, number]) {
  return L.divIcon({
    className: 'price-marker-icon',
    html: `<span class="price-marker price-marker--cluster" aria-hidden="true">${count}</span><span class="visually-hidden">${count} listings here, zoom in</span>`,
    iconSize: [MARKER_PX, MARKER_PX],
    iconAnchor: [MARKER_PX / 2 - dx, MARKER_PX / 2 - dy],
  });
}

const userIcon = L.divIcon({
  className: 'user-marker-icon',
  html: '<span class="user-marker" aria-hidden="true"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

/**
 * Map events: a tap on the map closes the card; a move reports the new centre, except the
 * first framing's (`framing`), which only shows the listings just found around the old one.
 */
function MapEvents({
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

/**
 * Frames the first listings found (and the member) once; later moves are the member's. The
 * markers wait for it (`onFitted`): drawn before, they would all be drawn again at the new zoom.
 */
function FitOnce({
  listings,
  user,
  onFitted,
  framing,
}: Pick<MapViewProps, 'listings' | 'user'> & {
  onFitted: () => void;
  framing: RefObject<boolean>;
}) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !listings.length) return;
    done.current = true;
    const points: L.LatLngTuple[] = listings.map((l) => [l.owner_latitude, l.owner_longitude]);
    if (user) points.push([user.latitude, user.longitude]);
    // Not animated: the zoom is final at once (its moveend fires within the call), and the
    // page opens framed rather than zooming.
    framing.current = true;
    try {
      map.fitBounds(L.latLngBounds(points), {
        padding: [FIT_PADDING_PX, FIT_PADDING_PX],
        maxZoom: 15,
        animate: false,
      });
    } finally {
      framing.current = false;
    }
    onFitted();
  }, [listings, user, map, onFitted, framing]);
  return null;
}

/**
 * The price markers, fanned out where one gardener has several, and grouped where markers of
 * different gardeners would cover each other at this zoom (not at the closest zoom, where the
 * member has nothing left to zoom into).
 */
function PriceMarkers({
  listings,
  selected,
  onSelect,
}: Pick<MapViewProps, 'listings' | 'selected' | 'onSelect'>) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });

  const markers = useMemo(() => {
    const offsets = spread(listings);
    const placed = listings.map((listing) => {
      const offset = offsets.get(listing.id) ?? [0, 0];
      const at = map.project([listing.owner_latitude, listing.owner_longitude], zoom);
      return { item: { listing, offset }, x: at.x + offset[0], y: at.y + offset[1] };
    });
    const clusters =
      zoom >= map.getMaxZoom()
        ? placed.map((p) => ({ items: [p.item], x: p.x, y: p.y }))
        : clusterByOverlap(placed, MARKER_PX);
    return clusters.map(({ items }) => {
      const { listing, offset } = items[0]!;
      if (items.length === 1)
        return (
          <Marker
            key={listing.id}
            position={[listing.owner_latitude, listing.owner_longitude]}
            icon={priceIcon(listing, selected?.id === listing.id, offset)}
            title={listing.title}
            eventHandlers={{
              click: () => onSelect(listing),
              // Leaflet makes markers focusable buttons; Enter should open the card too.
              keypress: (e) => {
                if ((e as L.LeafletKeyboardEvent).originalEvent.key === 'Enter') onSelect(listing);
              },
            }}
          />
        );
      const zoomIn = () =>
        map.fitBounds(
          L.latLngBounds(
            items.map(({ listing: l }) => [l.owner_latitude, l.owner_longitude] as L.LatLngTuple),
          ),
          {
            padding: [FIT_PADDING_PX, FIT_PADDING_PX],
            maxZoom: Math.min(zoom + 3, map.getMaxZoom()),
          },
        );
      return (
        <Marker
          key={`cluster-${listing.id}`}
          position={[listing.owner_latitude, listing.owner_longitude]}
          icon={clusterIcon(items.length, offset)}
          title={`${items.length} listings`}
          eventHandlers={{
            click: zoomIn,
            keypress: (e) => {
              if ((e as L.LeafletKeyboardEvent).originalEvent.key === 'Enter') zoomIn();
            },
          }}
        />
      );
    });
  }, [listings, selected, onSelect, map, zoom]);
  // Nearest first (the listings' order), a few at a time: 100 at once was one long task.
  return useSteppedList(markers, MARKERS_PER_STEP);
}

/** How long "Your Location" shows as the map opens; after that, on hover or tap (§6.5). */
export const YOUR_LOCATION_MS = 4_000;

/**
 * The member's blue dot. Its label shows as the map opens, then gives way (after a few seconds,
 * or at the first drag or tap on the map) so it never covers a marker for good.
 */
function UserMarker({ user }: { user: NonNullable<MapViewProps['user']> }) {
  const map = useMap();
  const marker = useRef<L.Marker>(null);
  useEffect(() => {
    const dot = marker.current;
    if (!dot) return;
    dot.openTooltip();
    const close = () => dot.closeTooltip();
    const timer = window.setTimeout(close, YOUR_LOCATION_MS);
    map.once('dragstart click', close);
    return () => {
      window.clearTimeout(timer);
      map.off('dragstart click', close);
    };
  }, [map]);
  return (
    <Marker
      ref={marker}
      position={[user.latitude, user.longitude]}
      icon={userIcon}
      title="Your Location"
      keyboard={false}
      zIndexOffset={1000}
    >
      <Tooltip direction="top" offset={[0, -12]}>
        Your Location
      </Tooltip>
    </Marker>
  );
}

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
        {tiles.unavailable && <TileOutageNotice />}
        {selected && <ListingCard listing={selected} onClose={() => onSelect(null)} />}
      </div>
      <MapAttribution>{ATTRIBUTION[provider]}</MapAttribution>
    </div>
  );
}
