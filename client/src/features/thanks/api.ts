import { call, keyOf, queryOf, request } from '@client/lib/api-client';
import { thanksContracts } from '@common/contracts/thanks';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The thanks on one listing, both ways: its two members only (docs/product.md §7.17). */
export function useListingThanks(listingId: number, enabled: boolean) {
  return useQuery({
    ...queryOf(thanksContracts.onListing, { params: { id: listingId } }),
    enabled,
  });
}

/** Thanks the other side; the listing's thanks and the thanked member's list are read again. */
export function useGiveThanks(listingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      call(thanksContracts.give, { params: { id: listingId }, body: { text } }),
    onSuccess: async (given) => {
      await Promise.all([
        client.invalidateQueries({
          queryKey: keyOf(thanksContracts.onListing, { params: { id: listingId } }),
        }),
        client.invalidateQueries({
          queryKey: keyOf(thanksContracts.received, { params: { id: given.to.id } }),
        }),
      ]);
    },
  });
}

/** The thanks a member received, newest first, a page at a time (X-Next-Cursor). */
export function useReceivedThanks(userId: number) {
  return useInfiniteQuery({
    queryKey: keyOf(thanksContracts.received, { params: { id: userId } }),
    queryFn: async ({ pageParam, signal }) => {
      const response = await request(
        thanksContracts.received,
        { params: { id: userId }, query: pageParam ? { cursor: pageParam } : {} },
        { signal },
      );
      const next = response.headers['x-next-cursor'];
      return {
        items: response.data,
        next: typeof next === 'string' && next ? Number(next) : undefined,
      };
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next,
    enabled: Number.isInteger(userId) && userId > 0,
  });
}
