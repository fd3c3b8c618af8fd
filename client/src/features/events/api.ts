import { statusOf } from '@client/lib/api';
import { call, keyOf, queryOf, request } from '@client/lib/api-client';
import { saveCalendar } from '@client/lib/save-calendar';
import { LISTING_STATES } from '@common/codes';
import { eventContracts } from '@common/contracts/events';
import { listingContracts } from '@common/contracts/listings';
import type { Event, EventInput, EventPatch } from '@common/schemas/events';
import type { Listing } from '@common/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every swap-day query lives under the contracts' group: one invalidation refreshes them all. */
const eventsKey = [eventContracts.get.tag] as const;
const eventKey = (id: number) => keyOf(eventContracts.get, { params: { id } });

/** GET /events: upcoming swap days around the member's cloaked point, soonest first (§7.19). */
export function useNearbyEvents() {
  return useQuery({ ...queryOf(eventContracts.nearby, { query: {} }), staleTime: 0 });
}

/**
 * GET /events/origin: where the host's map opens, the member's cloaked point (docs/product.md
 * §7.19), never their home: a pin put at the map's centre must not land on their door. Null
 * when they have no location yet.
 */
export function useEventOrigin() {
  return useQuery({
    queryKey: keyOf(eventContracts.origin),
    queryFn: async ({ signal }) => {
      try {
        return await call(eventContracts.origin, undefined, { signal });
      } catch (error) {
        if (statusOf(error) === 422) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** One swap day with who is going and what they bring; read afresh whenever its page opens. */
export function useEvent(id: number) {
  return useQuery({
    ...queryOf(eventContracts.get, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

/**
 * What the member may bring (docs/product.md §7.19): their own listings others can see now —
 * active, not expired, not held or removed, not yet given. The server checks it again (422).
 */
const bringable = (listing: Listing) =>
  listing.is_active &&
  !listing.expired &&
  listing.moderation === null &&
  listing.state_id !== LISTING_STATES.sold;

/** The member's own listings, for the "I'm going" picker; asked only while it is open. */
export function useMyBringableListings(enabled: boolean) {
  return useQuery({
    queryKey: [...keyOf(listingContracts.list, { query: { mine: true, limit: 100 } }), 'bring'],
    queryFn: async ({ signal }) =>
      (await call(listingContracts.list, { query: { mine: true, limit: 100 } }, { signal })).filter(
        bringable,
      ),
    enabled,
    staleTime: 0,
  });
}

/** Hosting, changing and cancelling a swap day; each refreshes every swap day shown. */
export function useHostActions(id?: number) {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: eventsKey });
  const create = useMutation({
    mutationFn: (body: EventInput) => call(eventContracts.create, { body }),
    onSuccess: (event: Event) => {
      client.setQueryData(eventKey(event.id), event);
      return settled();
    },
  });
  const update = useMutation({
    mutationFn: (body: EventPatch) => call(eventContracts.update, { params: { id: id! }, body }),
    onSuccess: (event: Event) => {
      client.setQueryData(eventKey(event.id), event);
      return settled();
    },
  });
  const cancel = useMutation({
    mutationFn: () => call(eventContracts.cancel, { params: { id: id! } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: eventKey(id!) });
      return settled();
    },
  });
  return { create, update, cancel };
}

/** "I'm going" with what the member brings, and "Not going"; the page shows the answer at once. */
export function useRsvp(id: number) {
  const client = useQueryClient();
  const going = useMutation({
    mutationFn: (bringing: number[]) =>
      call(eventContracts.rsvp, { params: { id }, body: { bringing } }),
    onSuccess: (event: Event) => {
      client.setQueryData(eventKey(id), event);
      return client.invalidateQueries({ queryKey: eventsKey });
    },
  });
  const leave = useMutation({
    mutationFn: () => call(eventContracts.leave, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventsKey }),
  });
  return { going, leave };
}

/**
 * Downloads the swap day's calendar event (lib/save-calendar.ts).
 */
export async function downloadEventCalendar(id: number): Promise<void> {
  const response = await request(eventContracts.calendar, { params: { id } });
  saveCalendar(response.data, 'homegrown-swap-day.ics');
}
