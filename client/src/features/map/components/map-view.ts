import type { MapProvider } from '@common/map';
import type { Listing } from '@common/types';
import type { LatLng, PlacedListing } from '../api';

/** What the page hands either kind of map. */
export interface MapViewProps {
  provider: MapProvider;
  start: LatLng;
  user: LatLng | null;
  listings: PlacedListing[];
  selected: Listing | null;
  onSelect: (listing: Listing | null) => void;
  onCenterChange: (center: LatLng) => void;
  onError: (message: string) => void;
}

/** Fit-to-bounds padding (docs/product.md §6.5). */
export const FIT_PADDING_PX = 20;
