import type { Listing } from '@common/types';
import type { AppContext } from '@server/context';
import { local, notFound } from '@server/lib/errors';
import { presentListing } from './presenter';
import type { Vantage } from './vantage';
import { findVisibleListing, type ListingWithOwner } from './visible-listing';

export const LISTING_NOT_FOUND = local('errors.listings.notFound');

/** A listing as this server answers it: its photos' addresses signed with the context's key. */
export const present = (
  ctx: AppContext,
  row: ListingWithOwner,
  viewerId: number | undefined,
  vantage?: Vantage,
) => presentListing(row, viewerId, ctx.config.photoKey, vantage);

/** Reload with the owner's fields after a change, so answers match GET /listings/{id}. */
export async function reload(ctx: AppContext, id: number, viewerId: number): Promise<Listing> {
  const row = await findVisibleListing(ctx.db, id, viewerId);
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return present(ctx, row, viewerId);
}
