import { type Translate, useLocale, useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { Locale } from '@common/i18n/locales';
import { type ListingTone, listingTone, priceLabel } from '@common/listing-labels';

import { DEFAULT_ZOOM, MAP_PROVIDERS } from '@common/map';
import { useEffect, useRef, useState } from 'react';
import {
  type GInfoWindow,
  type GMap,
  type GMarker,
  type GoogleMapsApi,
  loadGoogleMaps,
} from './google-maps-loader';
import { MapControls } from './map-controls';
import { FIT_PADDING_PX, type MapViewProps } from './map-view';
import { MARKER_PX, spread } from './spread';

const MAP_TYPES = ['roadmap', 'satellite', 'terrain', 'hybrid'];

/** The leaflet markers' colours (map.css), one per listing type (docs/product.md §6.6). */
const TONE_FILL: Record<ListingTone, string> = {
  sell: '#2f7d32',
  exchange: '#8a5a00',
  giveaway: '#b3261e',
};

/** The info window's content, built as nodes: listing text never becomes markup. */
function infoContent(
  listing: MapViewProps['listings'][number],
  locale: Locale,
  t: Translate<'map'>,
): HTMLElement {
  const box = document.createElement('div');
  box.className = 'gmap-info';
  const title = document.createElement('strong');
  title.textContent = listing.title;
  const price = document.createElement('div');
  price.textContent = priceLabel(listing, locale);
  const owner = document.createElement('div');
  owner.textContent = t('map.info.owner', { username: listing.owner_username });
  const link = document.createElement('a');
  link.href = paths.listing(listing.id);
  link.textContent = t('map.info.view');
  box.append(title, price, owner, link);
  return box;
}

/** The large maps service variant: its own script, info windows and four map types. */
export function GoogleMap(props: MapViewProps) {
  const { start, user, listings, onCenterChange, onBoundsChange, onError, onSelect } = props;
  const element = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  const t = useT('map');
  const [ready, setReady] = useState<{ api: GoogleMapsApi; map: GMap } | null>(null);
  const info = useRef<GInfoWindow | null>(null);
  const fitted = useRef(false);
  const callbacks = useRef({ onCenterChange, onBoundsChange, onError, onSelect, t });
  callbacks.current = { onCenterChange, onBoundsChange, onError, onSelect, t };

  useEffect(() => {
    let live = true;
    loadGoogleMaps()
      .then((api) => {
        if (!live || !element.current) return;
        try {
          const map = new api.Map(element.current, {
            center: { lat: start.latitude, lng: start.longitude },
            zoom: DEFAULT_ZOOM,
            minZoom: MAP_PROVIDERS.google.minZoom,
            maxZoom: MAP_PROVIDERS.google.maxZoom,
            disableDefaultUI: true,
            mapTypeControl: true,
            mapTypeControlOptions: { mapTypeIds: MAP_TYPES },
            clickableIcons: false,
          });
          info.current = new api.InfoWindow();
          map.addListener('idle', () => {
            const c = map.getCenter();
            if (c) callbacks.current.onCenterChange({ latitude: c.lat(), longitude: c.lng() });
            const b = map.getBounds();
            if (b) {
              const [sw, ne] = [b.getSouthWest(), b.getNorthEast()];
              callbacks.current.onBoundsChange?.({
                south: sw.lat(),
                west: sw.lng(),
                north: ne.lat(),
                east: ne.lng(),
              });
            }
          });
          map.addListener('click', () => {
            info.current?.close();
            callbacks.current.onSelect(null);
          });
          setReady({ api, map });
        } catch {
          callbacks.current.onError(callbacks.current.t('map.error.google'));
        }
      })
      .catch((error: Error) => {
        if (live)
          callbacks.current.onError(error.message || callbacks.current.t('map.error.googleApi'));
      });
    return () => {
      live = false;
    };
  }, [start]);

  useEffect(() => {
    if (!ready) return;
    const { api, map } = ready;
    const offsets = spread(listings);
    const markers: GMarker[] = listings.map((listing) => {
      const [dx, dy] = offsets.get(listing.id) ?? [0, 0];
      const scale = MARKER_PX / 2 - 4;
      const marker = new api.Marker({
        map,
        position: { lat: listing.owner_latitude, lng: listing.owner_longitude },
        title: listing.title,
        label: {
          text: priceLabel(listing, locale, { short: true }),
          color: '#fff',
          fontWeight: '700',
          // "exchange" and "giveaway" are words: smaller, to stay inside the circle.
          fontSize: listingTone(listing) === 'sell' ? '12px' : '9px',
        },
        icon: {
          path: api.SymbolPath.CIRCLE,
          scale,
          // Anchors are in the symbol's units: fan out co-located markers (see spread).
          anchor: new api.Point(-dx / scale, -dy / scale),
          fillColor: TONE_FILL[listingTone(listing)],
          fillOpacity: 1,
          strokeColor: '#fff',
          strokeWeight: 2,
        },
      });
      marker.addListener('click', () => {
        info.current?.setContent(infoContent(listing, locale, t));
        info.current?.open({ map, anchor: marker });
        callbacks.current.onSelect(listing);
      });
      return marker;
    });
    if (user)
      markers.push(
        new api.Marker({
          map,
          position: { lat: user.latitude, lng: user.longitude },
          title: t('map.yourLocation'),
          zIndex: 1000,
          icon: {
            path: api.SymbolPath.CIRCLE,
            scale: 9,
            fillColor: '#1a5fb4',
            fillOpacity: 1,
            strokeColor: '#fff',
            strokeWeight: 3,
          },
        }),
      );
    if (!fitted.current && listings.length) {
      fitted.current = true;
      const bounds = new api.LatLngBounds();
      for (const l of listings) bounds.extend({ lat: l.owner_latitude, lng: l.owner_longitude });
      if (user) bounds.extend({ lat: user.latitude, lng: user.longitude });
      map.fitBounds(bounds, FIT_PADDING_PX);
    }
    return () => {
      for (const marker of markers) marker.setMap(null);
    };
  }, [ready, listings, user, locale, t]);

  const zoomBy = (delta: number) => {
    const map = ready?.map;
    if (map) map.setZoom((map.getZoom() ?? DEFAULT_ZOOM) + delta);
  };

  return (
    <div className="map-frame">
      <MapControls onZoomIn={() => zoomBy(1)} onZoomOut={() => zoomBy(-1)} />
      <div className="map-view">
        <div ref={element} className="map-canvas" />
      </div>
    </div>
  );
}
