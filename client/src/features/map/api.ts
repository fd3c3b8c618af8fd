import { api, statusOf } from '@client/lib/api';
import { NEARBY_FALLBACK_RADIUS_KM, NEARBY_RADIUS_KM } from '@common/map';
import type { UserLocation } from '@common/schemas/map';
import type { Listing } from '@common/types';
import { useQuery } from '@tanstack/react-query';

export interface LatLng {
  latitude: number;
  longitude: number;
}

export async function fetchNearby(center: LatLng, radiusKm: number, limit: number) {
  const { data } = await api.get<Listing[]>('/map/listings/nearby', {
    params: { latitude: center.latitude, longitude: center.longitude, radius_km: radiusKm, limit },
  });
  return data;
}

/** docs/product.md §6.5: within 50 km, or within 500 km when nothing is that close. */
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
  const key = center && [center.latitude.toFixed(3), center.longitude.toFixed(3)];
  return useQuery({
    queryKey: ['map', 'nearby', key, limit],
    queryFn: () => loadNearby(center!, limit),
    enabled: !!center,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}

/** The member's stored (geocoded) home, used when the browser gives no position. */
export function useStoredLocation() {
  return useQuery({
    queryKey: ['map', 'my-location'],
    queryFn: async () => {
      try {
        return (await api.get<UserLocation>('/map/user/geocode')).data;
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}
