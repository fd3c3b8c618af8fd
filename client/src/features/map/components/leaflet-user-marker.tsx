import { useT } from '@client/lib/i18n/use-i18n';
import type L from 'leaflet';
import { useEffect, useRef } from 'react';
import { Marker, Tooltip, useMap } from 'react-leaflet';
import { userIcon } from './leaflet-icons';
import type { MapViewProps } from './map-view';

/**
 * How long "Your Location" shows as the map opens; after that, on hover or tap (§6.5).
 * @internal
 */
export const YOUR_LOCATION_MS = 4_000;

/**
 * The member's blue dot. Its label shows as the map opens, then gives way (after a few seconds,
 * or at the first drag or tap on the map) so it never covers a marker for good.
 */
export function UserMarker({ user }: { user: NonNullable<MapViewProps['user']> }) {
  const map = useMap();
  const marker = useRef<L.Marker>(null);
  const t = useT('map');
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
      title={t('map.yourLocation')}
      keyboard={false}
      zIndexOffset={1000}
    >
      <Tooltip direction="top" offset={[0, -12]}>
        {t('map.yourLocation')}
      </Tooltip>
    </Marker>
  );
}
