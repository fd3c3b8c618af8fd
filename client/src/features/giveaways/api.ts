import { call, keyOf, queryOf } from '@client/lib/api-client';
import { giveawayContracts } from '@common/contracts/giveaways';
import { listingContracts } from '@common/contracts/listings';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const params = (id: number) => ({ params: { id } });

/** The listing page's listing (the listings feature's key): its count and state follow. */
const listingKey = (id: number) => keyOf(listingContracts.get, params(id));

/** Whether I said I am interested (docs/product.md §7.16). */
export function useMyInterest(listingId: number, enabled: boolean) {
  return useQuery({ ...queryOf(giveawayContracts.mine, params(listingId)), enabled });
}

/** The owner's list of interested members, oldest first; after a draw, who was in it. */
export function useInterested(listingId: number, enabled: boolean) {
  return useQuery({ ...queryOf(giveawayContracts.interested, params(listingId)), enabled });
}

async function refresh(client: QueryClient, listingId: number) {
  await Promise.all([
    client.invalidateQueries({ queryKey: keyOf(giveawayContracts.mine, params(listingId)) }),
    client.invalidateQueries({ queryKey: listingKey(listingId) }),
  ]);
}

/** "I'm interested", with an optional note; and taking it back. */
export function useInterest(listingId: number) {
  const client = useQueryClient();
  const say = useMutation({
    mutationFn: (note: string) =>
      call(giveawayContracts.interest, { ...params(listingId), body: { note } }),
    onSuccess: () => refresh(client, listingId),
  });
  const withdraw = useMutation({
    mutationFn: () => call(giveawayContracts.withdraw, params(listingId)),
    onSuccess: () => refresh(client, listingId),
  });
  return { say, withdraw };
}

/** The giveaway's last draw as the server kept it: who was chosen, who was in it. */
export function useLastDraw(listingId: number, enabled: boolean) {
  return useQuery({ ...queryOf(giveawayContracts.lastDraw, params(listingId)), enabled });
}

/** The draw: the page then reads the listing again, reserved for the one chosen. */
export function useDraw(listingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(giveawayContracts.draw, params(listingId)),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: listingKey(listingId) }),
        client.invalidateQueries({
          queryKey: keyOf(giveawayContracts.interested, params(listingId)),
        }),
        client.invalidateQueries({
          queryKey: keyOf(giveawayContracts.lastDraw, params(listingId)),
        }),
      ]);
    },
  });
}
