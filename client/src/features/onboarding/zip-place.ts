import { call, keyOf } from '@client/lib/api-client';
import { statusOf } from '@client/lib/http-errors';
import { mapContracts } from '@common/contracts/map';
import { useQuery } from '@tanstack/react-query';

/** The five digits of a US ZIP code as typed ("84103", "84103-1234"), else undefined. */
function usZip(postcode: string): string | undefined {
  return postcode.trim().match(/^(\d{5})(?:-\d{4})?$/)?.[1];
}

export interface ZipPlace {
  city: string;
  state: string;
}

/**
 * The city and state of a US ZIP code, from the server's geocoder (docs/product.md §5.1, §6.4:
 * its offline gazetteer by default). Null when it knows none; a failure is null too, since the
 * member can always type them.
 */
export function useZipPlace(postcode: string): ZipPlace | null | undefined {
  const zip = usZip(postcode);
  const { data } = useQuery({
    // The contract's key carries no body: the ZIP code joins it.
    queryKey: [...keyOf(mapContracts.geocode), zip],
    queryFn: async ({ signal }): Promise<ZipPlace | null> => {
      try {
        const place = await call(
          mapContracts.geocode,
          { body: { address: zip ?? '' } },
          { signal },
        );
        return place.city && place.state ? { city: place.city, state: place.state } : null;
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    enabled: zip !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return zip === undefined ? undefined : data;
}
