import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

// Only the map chunks import this file: the pages that hold them load no Leaflet of their own.

/**
 * A swap day's pin: the exact public place its host chose (docs/product.md §7.19), unlike a
 * listing's circle. A drawn divIcon: no image files for the bundler to lose.
 */
export const pinIcon = L.divIcon({
  className: 'event-pin-icon',
  html: '<span class="event-pin" aria-hidden="true"></span>',
  iconSize: [28, 36],
  iconAnchor: [14, 34],
});

/** The providers' credit alone, without Leaflet's own link. */
export function PlainCredit() {
  const map = useMap();
  useEffect(() => {
    map.attributionControl.setPrefix(false);
  }, [map]);
  return null;
}
