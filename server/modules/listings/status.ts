import type { Asker, ListingStatusInput } from '@common/schemas/listings';
import type { Listing } from '@common/types';
import type { AppContext } from '@server/context';
import { local } from '@server/lib/errors';
import { mustOwn } from '@server/policies/ownership';
import { askersOf } from '@server/policies/reservations';
import { editable } from './edit-listing';
import { LISTING_NOT_FOUND, reload } from './listing-answers';
import { afterStateChange, commitStateChange, planStateChange } from './state-change';
import { findVisibleListing } from './visible-listing';

/** docs/product.md §1.2: a listing you cannot see is 404, one you see but do not own is 403. */
const REFUSALS = {
  missing: LISTING_NOT_FOUND,
  notYours: local('errors.listings.notYoursToChange'),
};

/** How many askers a listing page lists: the most recent ones. */
const ASKERS_MAX = 100;

/**
 * PATCH /listings/{id}/status (docs/product.md §7.13): 2 reserves it for one member, who is
 * told; 3 hands it over (it leaves every list but the owner's); 1 relists it from either.
 * The rules and the write are the edit route's too (./state-change.ts).
 */
export async function setStatus(
  ctx: AppContext,
  id: number,
  ownerId: number,
  input: ListingStatusInput,
): Promise<Listing> {
  const found = await findVisibleListing(ctx.db, id, ownerId);
  editable(mustOwn(found?.listing, ownerId, REFUSALS));
  const change = found && (await planStateChange(ctx, found, ownerId, input));
  if (change) await afterStateChange(ctx, change, await commitStateChange(ctx, change));
  return reload(ctx, id, ownerId);
}

/** GET /listings/{id}/askers: who has a conversation with the owner about it (docs/product.md §10.7). */
export async function listAskers(ctx: AppContext, id: number, ownerId: number): Promise<Asker[]> {
  const found = await findVisibleListing(ctx.db, id, ownerId);
  mustOwn(found?.listing, ownerId, {
    missing: LISTING_NOT_FOUND,
    notYours: local('errors.listings.askersOwnerOnly'),
  });
  const rows = await askersOf(ctx.db, id, ownerId, ASKERS_MAX);
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    profile_picture: r.profile_picture,
    asked_at: new Date(r.asked_at).toISOString(),
  }));
}
