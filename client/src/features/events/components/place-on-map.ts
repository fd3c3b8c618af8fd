import L from 'leaflet';

// Only the map chunks import this file: the pages that hold them load no Leaflet of their own.

/** A neighbourhood's scale: streets and parks can be told apart. */
export const PLACE_ZOOM = 15;

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
