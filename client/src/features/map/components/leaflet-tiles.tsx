import L from 'leaflet';
import type { ReactNode } from 'react';

const OSM_CREDIT = <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>;
/** The credit line each tile provider asks for. */
export const ATTRIBUTION: Record<string, ReactNode> = {
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
export const STREET_BOUNDS = L.latLngBounds([36.9, -114.1], [42, -109]);
export const STREET_ZOOM = { minZoom: 6, maxZoom: 18 };
