import { api } from '@client/lib/api';
import { listingsKey } from '@client/lib/query-keys';
import type { ListingUpdate } from '@common/schemas/listings';
import type { Listing } from '@common/types';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';

export const listingKeys = {
  all: listingsKey,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (params: ListingParams) => [...listingKeys.lists(), params] as const,
  detail: (id: number) => [...listingKeys.all, 'detail', id] as const,
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

export function useListing(id: number) {
  return useQuery({
    queryKey: listingKeys.detail(id),
    queryFn: async () => (await api.get<Listing>(`/listings/${id}`)).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Multipart when a photo goes along, JSON otherwise. */
function body(fields: Record<string, unknown>, image: File | undefined) {
  if (!image) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  form.append('image', image);
  return form;
}

export interface NewListing {
  title: string;
  description: string;
  price: number;
  type_id: number;
  category_id: number;
  is_public: boolean;
}

export async function createListing(fields: NewListing, image?: File): Promise<Listing> {
  const values = { ...fields, is_active: true, state_id: 1 };
  return (await api.post<Listing>('/listings/', body(values, image))).data;
}

export async function updateListing(
  id: number,
  fields: ListingUpdate,
  image?: File,
): Promise<Listing> {
  return (await api.patch<Listing>(`/listings/${id}`, body(fields, image))).data;
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
