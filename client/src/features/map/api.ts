import { call, keyOf } from '@client/lib/api-client';
import type { ResponseOf } from '@common/contracts/contract';
import { mapContracts } from '@common/contracts/map';
import { NEARBY_FALLBACK_RADIUS_KM, NEARBY_RADIUS_KM } from '@common/map';
import { useQuery } from '@tanstack/react-query';

type Listing = ResponseOf<typeof mapContracts.nearby>[number];

export interface LatLng {
  latitude: number;
  longitude: number;
}

function fetchNearby(center: LatLng, radiusKm: number, limit: number) {
  return call(mapContracts.nearby, {
    query: { latitude: center.latitude, longitude: center.longitude, radius_km: radiusKm, limit },
  });
}

/**
 * docs/product.md §6.5: within 50 km, or within 500 km when nothing is that close.
 * @internal
 */
export async function loadNearby(center: LatLng, limit: number): Promise<Listing[]> {
  const near = await fetchNearby(center, NEARBY_RADIUS_KM, limit);
  if (near.length) return near;
  return fetchNearby(center, NEARBY_FALLBACK_RADIUS_KM, limit);
}

/** Listings missing either coordinate cannot be drawn (docs/product.md §6.6). */
export type PlacedListing = Listing & { owner_latitude: number; owner_longitude: number };
export const placed = (listings: Listing[]): PlacedListing[] =>
  listings.filter(
    (l): l is PlacedListing =>
      typeof l.owner_latitude === 'number' && typeof l.owner_longitude === 'number',
  );

/** Nearby listings around `center` (null until the first centre is known). */
export function useNearbyListings(center: LatLng | null, limit: number) {
  // Rounded to about 100 m: tiny drags reuse the answer already in the cache.
  const around = center && {
    latitude: Number(center.latitude.toFixed(3)),
    longitude: Number(center.longitude.toFixed(3)),
  };
  return useQuery({
    queryKey: keyOf(mapContracts.nearby, around ? { query: { ...around, limit } } : undefined),
    queryFn: () => loadNearby(center!, limit),
    enabled: !!center,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}
