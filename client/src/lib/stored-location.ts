import { statusOf } from '@client/lib/api';
import { call, keyOf } from '@client/lib/api-client';
import { mapContracts } from '@common/contracts/map';
import { useQuery } from '@tanstack/react-query';

/**
 * The member's stored (geocoded) home, their own and never shown to anyone: where the map opens
 * when the browser gives no position (a swap day's place picker starts on the cloaked point
 * instead, docs/product.md §7.19). Null when they have none yet.
 */
export function useStoredLocation() {
  return useQuery({
    queryKey: keyOf(mapContracts.location),
    queryFn: async ({ signal }) => {
      try {
        return await call(mapContracts.location, undefined, { signal });
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}
