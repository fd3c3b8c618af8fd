import { call, keyOf, queryOf, request } from '@client/lib/api-client';
import { listingsKey } from '@client/lib/query-keys';
import { useRealtimeEvent } from '@client/lib/realtime-events';
import type { RequestOf, ResponseOf } from '@common/contracts/contract';
import { friendContracts } from '@common/contracts/friends';
import { listingContracts } from '@common/contracts/listings';
import type { Seed } from '@common/schemas/listing-seed';
import type { ListingStatusInput } from '@common/schemas/listing-status';
import {
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PhotoChanges } from './photo-drafts';

/** GET /listings' query (docs/product.md §7.11), as its contract reads it. */
export type ListingQuery = NonNullable<RequestOf<typeof listingContracts.list>['query']>;

type Listing = ResponseOf<typeof listingContracts.get>;

/**
 * Every listings query lives under listingsKey, the contracts' group.
 * @internal
 */
export const listingKeys = {
  all: listingsKey,
  lists: () => keyOf(listingContracts.list),
  list: (query: ListingQuery) => keyOf(listingContracts.list, { query }),
  /** useListing's key. */
  detail: (id: number) => keyOf(listingContracts.get, { params: { id } }),
};

interface Page {
  items: Listing[];
  next: string | undefined;
}

async function fetchPage(
  query: ListingQuery,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<Page> {
  const response = await request(
    listingContracts.list,
    { query: { ...query, ...(cursor ? { cursor } : {}) } },
    { signal },
  );
  const next = response.headers['x-next-cursor'];
  return { items: response.data, next: typeof next === 'string' && next ? next : undefined };
}

/** A list that loads more pages as it is scrolled (the server's X-Next-Cursor header). */
export function useListingPages(query: ListingQuery, enabled = true) {
  return useInfiniteQuery({
    queryKey: listingKeys.list(query),
    queryFn: ({ pageParam, signal }) => fetchPage(query, pageParam, signal),
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
    ...queryOf(listingContracts.get, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    ...(opts.fresh ? { staleTime: 0 } : {}),
  });
}

/**
 * Multipart when photos go along (as `images`, in order), JSON otherwise. A list (image_order)
 * travels as one comma list, an empty one as an empty field.
 */
function body<T extends object>(fields: T, images: File[] = []): T | FormData {
  if (!images.length) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    // A form field says "none" by being empty (a cleared end date, docs/product.md §7.14).
    if (value === null) form.append(key, '');
    else if (value instanceof Date) form.append(key, value.toISOString());
    // A seed's story travels as JSON text (docs/product.md §7.18).
    else if (typeof value === 'object' && !Array.isArray(value))
      form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
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
  /** A giveaway's wait before its draw: 0, 12 or 24 hours (docs/product.md §7.16). */
  simmer_hours?: number;
  /** A seed listing's story (docs/product.md §7.18); only in the seeds category. */
  seed?: Seed | undefined;
}

/** A new listing with its photos in the form's order, the first the cover (§7.10). */
export async function createListing(fields: NewListing, images: File[] = []): Promise<Listing> {
  const values = { ...fields, is_active: true, state_id: 1 };
  return call(listingContracts.create, { body: body(values, images) });
}

/** PATCH /listings/{id}'s fields, as they are sent (available_until an ISO string or null). */
export type ListingChanges = Exclude<RequestOf<typeof listingContracts.update>['body'], FormData>;

/**
 * Changes the listing's fields and, when given, its photos (photoChanges): kept ones in order,
 * new ones uploaded; a second request when a new photo goes before a stored one.
 */
export async function updateListing(
  id: number,
  fields: ListingChanges,
  photos?: PhotoChanges,
): Promise<Listing> {
  const values = photos?.order ? { ...fields, image_order: photos.order } : fields;
  const params = { id };
  const saved = await call(listingContracts.update, {
    params,
    body: body(values, photos?.files),
  });
  if (!photos?.reorder) return saved;
  const kept = photos.order?.length ?? saved.images.length - photos.files.length;
  const added = saved.images.slice(kept).map((image) => image.id);
  const image_order = photos.reorder(added);
  return call(listingContracts.update, { params, body: { image_order } });
}

export function setVisibility(id: number, isPublic: boolean): Promise<Listing> {
  return call(listingContracts.setVisibility, {
    params: { id },
    body: { is_public: isPublic },
  });
}

export async function deleteListing(id: number): Promise<void> {
  await call(listingContracts.remove, { params: { id } });
}

/** After a change: the listing itself is known, every list may hold it. */
export async function listingChanged(client: QueryClient, listing?: Listing, removedId?: number) {
  if (listing) client.setQueryData(listingKeys.detail(listing.id), listing);
  if (removedId !== undefined) client.removeQueries({ queryKey: listingKeys.detail(removedId) });
  await client.invalidateQueries({ queryKey: listingKeys.lists() });
}

/** Another week on offer, expired or not (docs/product.md §7.14). */
export function renewListing(id: number): Promise<Listing> {
  return call(listingContracts.renew, { params: { id } });
}

/** Reserve (2, for someone), hand over (3) or relist (1) (docs/product.md §7.13). */
export function setListingStatus(id: number, status: ListingStatusInput): Promise<Listing> {
  return call(listingContracts.setStatus, { params: { id }, body: status });
}

/** Who has a conversation with the owner about the listing, latest first (docs/product.md §10.7). */
export function useAskers(id: number, enabled: boolean) {
  return useQuery({
    ...queryOf(listingContracts.askers, { params: { id } }),
    enabled,
  });
}

/** The owner's friends, whom a listing may be reserved for too: the first hundred by name. */
export function useReservableFriends(enabled: boolean) {
  // Under the friends group: a friendship change (friendKeys.all) refreshes it.
  return useQuery({
    ...queryOf(friendContracts.list, { query: { limit: 100 } }),
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
