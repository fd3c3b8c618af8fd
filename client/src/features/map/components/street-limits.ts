import L from 'leaflet';

/** docs/product.md §6.7: the street map keeps to the valley and its surroundings, zoom 6 to 18. */
export const STREET_BOUNDS = L.latLngBounds([36.9, -114.1], [42, -109]);
export const STREET_ZOOM = { minZoom: 6, maxZoom: 18 };
