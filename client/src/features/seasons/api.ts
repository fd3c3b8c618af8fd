import { queryOf } from '@client/lib/api-client';
import { seasonContracts } from '@common/contracts/seasons';
import { useQuery } from '@tanstack/react-query';

/** What neighbours list month by month in the area `within` km picks (docs/product.md §7.20). */
export function useSeasons(within: number) {
  return useQuery({
    ...queryOf(seasonContracts.near, { query: { within } }),
    // The server keeps each answer an hour: asking again within minutes shows nothing new.
    staleTime: 5 * 60_000,
  });
}
