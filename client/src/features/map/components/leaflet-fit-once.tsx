import L from 'leaflet';
import { type RefObject, useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { FIT_PADDING_PX, type MapViewProps } from './map-view';

/**
 * Frames the first listings found (and the member) once; later moves are the member's. The
 * markers wait for it (`onFitted`): drawn before, they would all be drawn again at the new zoom.
 */
export function FitOnce({
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
