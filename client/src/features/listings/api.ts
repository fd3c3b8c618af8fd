import { api } from '@client/lib/api';
import { listingsKey } from '@client/lib/query-keys';
import { useRealtimeEvent } from '@client/lib/realtime-events';
import type { ListingUpdate } from '@common/schemas/listing-inputs';
import type { Asker, ListingStatusInput } from '@common/schemas/listing-status';
import type { FriendEntry, Listing } from '@common/types';
import {
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PhotoChanges } from './photo-drafts';

export const listingKeys = {
  all: listingsKey,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (params: ListingParams) => [...listingKeys.lists(), params] as const,
  detail: (id: number) => [...listingKeys.all, 'detail', id] as const,
  askers: (id: number) => [...listingKeys.all, 'askers', id] as const,
};

/** GET /listings/'s query parameters, as the API spells them (docs/product.md §7.11). */
export type ListingParams = Record<string, string | number | boolean | undefined>;

interface Page {
  items: Listing[];
  next: string | undefined;
}

async function fetchPage(params: ListingParams, cursor: string | undefined): Promise<Page> {
  const response = await api.get<Listing[]>('/listings/', {
    params: { ...params, ...(cursor ? { cursor } : {}) },
  });
  const next = response.headers['x-next-cursor'];
  return { items: response.data, next: typeof next === 'string' && next ? next : undefined };
}

/** A list that loads more pages as it is scrolled (the server's X-Next-Cursor header). */
export function useListingPages(params: ListingParams, enabled = true) {
  return useInfiniteQuery({
    queryKey: listingKeys.list(params),
    queryFn: ({ pageParam }) => fetchPage(params, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
    enabled,
  });
}

/**
 * One listing. `fresh`: read again whenever a screen opens it (the listing page), since its
 * state may have changed meanwhile (reserved, handed over: docs/product.md §7.13).
 */
export function useListing(id: number, opts: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: listingKeys.detail(id),
    queryFn: async () => (await api.get<Listing>(`/listings/${id}`)).data,
    enabled: Number.isInteger(id) && id > 0,
    ...(opts.fresh ? { staleTime: 0 } : {}),
  });
}

/**
 * Multipart when photos go along (as `images`, in order), JSON otherwise. A list (image_order)
 * travels as one comma list, an empty one as an empty field.
 */
function body(fields: Record<string, unknown>, images: File[] = []) {
  if (!images.length) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    // A form field says "none" by being empty (a cleared end date, docs/product.md §7.14).
    if (value === null) form.append(key, '');
    else form.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
  for (const image of images) form.append('images', image);
  return form;
}

export interface NewListing {
  title: string;
  description: string;
  price: number;
  type_id: number;
  category_id: number;
  is_public: boolean;
  /** The end of the chosen day (ISO); left out, produce gets a week (docs/product.md §7.14). */
  available_until?: string | null | undefined;
}

/** A new listing with its photos in the form's order, the first the cover (§7.10). */
export async function createListing(fields: NewListing, images: File[] = []): Promise<Listing> {
  const values = { ...fields, is_active: true, state_id: 1 };
  return (await api.post<Listing>('/listings/', body(values, images))).data;
}

/**
 * Changes the listing's fields and, when given, its photos (photoChanges): kept ones in order,
 * new ones uploaded; a second request when a new photo goes before a stored one.
 */
export async function updateListing(
  id: number,
  fields: ListingUpdate,
  photos?: PhotoChanges,
): Promise<Listing> {
  const values = photos?.order ? { ...fields, image_order: photos.order } : fields;
  const saved = (await api.patch<Listing>(`/listings/${id}`, body(values, photos?.files))).data;
  if (!photos?.reorder) return saved;
  const kept = photos.order?.length ?? saved.images.length - photos.files.length;
  const added = saved.images.slice(kept).map((image) => image.id);
  const image_order = photos.reorder(added);
  return (await api.patch<Listing>(`/listings/${id}`, { image_order })).data;
}

export async function setVisibility(id: number, isPublic: boolean): Promise<Listing> {
  return (await api.patch<Listing>(`/listings/${id}/visibility`, { is_public: isPublic })).data;
}

export async function deleteListing(id: number): Promise<void> {
  await api.delete(`/listings/${id}`);
}

/** After a change: the listing itself is known, every list may hold it. */
export async function listingChanged(client: QueryClient, listing?: Listing, removedId?: number) {
  if (listing) client.setQueryData(listingKeys.detail(listing.id), listing);
  if (removedId !== undefined) client.removeQueries({ queryKey: listingKeys.detail(removedId) });
  await client.invalidateQueries({ queryKey: listingKeys.lists() });
}

/** Another week on offer, expired or not (docs/product.md §7.14). */
export async function renewListing(id: number): Promise<Listing> {
  return (await api.post<Listing>(`/listings/${id}/renew`)).data;
}

/** Reserve (2, for someone), hand over (3) or relist (1) (docs/product.md §7.13). */
export async function setListingStatus(id: number, status: ListingStatusInput): Promise<Listing> {
  return (await api.patch<Listing>(`/listings/${id}/status`, status)).data;
}

/** Who has a conversation with the owner about the listing, latest first (docs/product.md §10.7). */
export function useAskers(id: number, enabled: boolean) {
  return useQuery({
    queryKey: listingKeys.askers(id),
    queryFn: async ({ signal }) =>
      (await api.get<Asker[]>(`/listings/${id}/askers`, { signal })).data,
    enabled,
  });
}

/** The owner's friends, whom a listing may be reserved for too: the first hundred by name. */
export function useReservableFriends(enabled: boolean) {
  return useQuery({
    queryKey: [...listingKeys.all, 'reservable-friends'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<FriendEntry[]>('/auth/friends', { params: { limit: 100 }, signal })).data,
    enabled,
    staleTime: 60_000,
  });
}

/**
 * A notification about this listing (reserved for the member, say) means it changed: the page
 * reads it again rather than show its cached state (docs/product.md §7.13).
 */
export function useRefreshOnNotice(id: number) {
  const client = useQueryClient();
  useRealtimeEvent('notification', (n) => {
    if ('listing' in n && n.listing.id === id)
      void client.invalidateQueries({ queryKey: listingKeys.detail(id) });
  });
}
