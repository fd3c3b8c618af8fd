import { call, keyOf, queryOf, request } from '@client/lib/api-client';
import { listingsKey } from '@client/lib/query-keys';
import { useRealtimeEvent } from '@client/lib/realtime-events';
import { saveCalendar } from '@client/lib/save-calendar';
import { LISTING_STATES } from '@common/codes';
import { listingContracts } from '@common/contracts/listings';
import { pickupContracts } from '@common/contracts/pickups';
import type { Pickup, PickupProposal } from '@common/schemas/pickups';
import type { Listing } from '@common/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every pickup query lives under the contracts' group: one invalidation refreshes them all. */
const pickupsKey = [pickupContracts.mine.tag] as const;
const currentKey = (listingId: number) =>
  keyOf(pickupContracts.ofListing, { params: { id: listingId } });

/** The pickup the listing's two parties are arranging now, or null (docs/product.md §7.15). */
export function useCurrentPickup(listingId: number, enabled: boolean) {
  return useQuery({
    ...queryOf(pickupContracts.ofListing, { params: { id: listingId } }),
    enabled,
    staleTime: 0,
  });
}

/** My proposed and accepted pickups not yet over, soonest first. */
export function useMyPickups() {
  return useQuery({ ...queryOf(pickupContracts.mine), staleTime: 0 });
}

/**
 * A pickup notice (proposed, accepted, cancelled…) or any notice about the listing means its
 * pickup may have changed: read it again rather than show a stale one.
 */
export function useRefreshOnPickupNotice(listingId?: number) {
  const client = useQueryClient();
  useRealtimeEvent('notification', (n) => {
    const aboutIt = listingId !== undefined && 'listing' in n && n.listing.id === listingId;
    if (aboutIt || n.type.startsWith('pickup_'))
      void client.invalidateQueries({ queryKey: pickupsKey });
  });
}

export type PickupAction = 'accept' | 'decline' | 'cancel' | 'noShow';

/** The party's answers to a pickup, and a new proposal; each refreshes every pickup shown. */
export function usePickupActions(listingId: number) {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: pickupsKey });
  const propose = useMutation({
    mutationFn: (body: PickupProposal) =>
      call(pickupContracts.propose, { params: { id: listingId }, body }),
    onSuccess: settled,
  });
  const answer = useMutation({
    mutationFn: ({ action, id }: { action: PickupAction; id: number }): Promise<Pickup> =>
      call(pickupContracts[action], { params: { id } }),
    onSuccess: settled,
  });
  return { propose, answer };
}

/**
 * "Yes, they came": the listing handed over (docs/product.md §7.13), through the listings
 * contract itself (features do not import each other); the listing's page shows it at once.
 */
export function useHandOver(listingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(listingContracts.setStatus, {
        params: { id: listingId },
        body: { state_id: LISTING_STATES.sold },
      }),
    onSuccess: async (listing: Listing) => {
      client.setQueryData(keyOf(listingContracts.get, { params: { id: listingId } }), listing);
      client.setQueryData(currentKey(listingId), null);
      await client.invalidateQueries({ queryKey: listingsKey });
    },
  });
}

/**
 * Downloads the pickup's calendar event (lib/save-calendar.ts).
 */
export async function downloadCalendar(id: number): Promise<void> {
  const response = await request(pickupContracts.calendar, { params: { id } });
  saveCalendar(response.data, 'homegrown-pickup.ics');
}
