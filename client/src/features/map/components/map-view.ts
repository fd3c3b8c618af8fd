import type { MapProvider } from '@common/map';
import type { Listing } from '@common/types';
import type { LatLng, PlacedListing } from '../api';

/** The map's view, in degrees. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Whether a listing's (cloaked) point is inside the view. */
export const inBounds = (
  b: MapBounds,
  l: { owner_latitude: number; owner_longitude: number },
): boolean =>
  l.owner_latitude >= b.south &&
  l.owner_latitude <= b.north &&
  l.owner_longitude >= b.west &&
  l.owner_longitude <= b.east;

/** What the page hands either kind of map. */
export interface MapViewProps {
  provider: MapProvider;
  start: LatLng;
  user: LatLng | null;
  listings: PlacedListing[];
  selected: Listing | null;
  onSelect: (listing: Listing | null) => void;
  onCenterChange: (center: LatLng) => void;
  /** The part of the world in view, after every move (the list beside the map, §6.5). */
  onBoundsChange?: (bounds: MapBounds) => void;
  onError: (message: string) => void;
}

/** Fit-to-bounds padding (docs/product.md §6.5). */
export const FIT_PADDING_PX = 20;
