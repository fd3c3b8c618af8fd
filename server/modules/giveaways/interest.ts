import { LISTING_STATES, LISTING_TYPES } from '@common/codes';
import type { Interest, InterestedMember, MyInterest } from '@common/schemas/giveaways';
import type { AppContext } from '@server/context';
import { conflict, forbidden, local } from '@server/lib/errors';
import { findVisibleListing, LISTING_NOT_FOUND } from '@server/modules/listings';
import { mustOwn, mustSee, owns } from '@server/policies/ownership';
import {
  deleteInterest,
  findInterest,
  interestCount,
  interestedIn,
  upsertInterest,
} from './queries';

/** "I'm interested" in a giveaway (docs/product.md §7.16). */

export const INTEREST_REFUSALS = {
  own: local('errors.giveaways.ownListing'),
  ownerOnly: local('errors.giveaways.ownerOnly'),
  notGiveaway: local('errors.giveaways.notGiveaway'),
  notOnOffer: local('errors.giveaways.notOnOffer'),
};

/**
 * POST /listings/{id}/interest: one interest per member, on a giveaway still on offer that they
 * may see and do not own. Saying it again replaces the note and keeps their place.
 */
export async function sayInterested(
  ctx: AppContext,
  listingId: number,
  userId: number,
  note: string,
): Promise<{ interest: Interest; created: boolean }> {
  const found = await findVisibleListing(ctx.db, listingId, userId);
  const { listing } = mustSee(found, LISTING_NOT_FOUND);
  if (owns(listing, userId)) throw forbidden(INTEREST_REFUSALS.own);
  if (listing.typeId !== LISTING_TYPES.giveaway) throw conflict(INTEREST_REFUSALS.notGiveaway);
  if (listing.stateId !== LISTING_STATES.available) throw conflict(INTEREST_REFUSALS.notOnOffer);
  const row = await upsertInterest(ctx.db, listingId, userId, note);
  // The shared marketplace pages carry each giveaway's interested_count.
  ctx.listingPages.forget();
  return {
    created: row.created,
    interest: {
      listing_id: listingId,
      note: row.note,
      created_at: new Date(row.createdAt).toISOString(),
      interested_count: await interestCount(ctx.db, listingId),
    },
  };
}

/** DELETE /listings/{id}/interest: taken back, or never said; a promise made stays. */
export async function withdrawInterest(
  ctx: AppContext,
  listingId: number,
  userId: number,
): Promise<void> {
  mustSee(await findVisibleListing(ctx.db, listingId, userId), LISTING_NOT_FOUND);
  await deleteInterest(ctx.db, listingId, userId);
  ctx.listingPages.forget();
}

/**
 * GET /listings/{id}/interest/mine: the viewer's own interest, for the listing page's button
 * (the listing's answer cannot say it: its public pages are shared between viewers).
 */
export async function myInterest(
  ctx: AppContext,
  listingId: number,
  userId: number,
): Promise<MyInterest> {
  mustSee(await findVisibleListing(ctx.db, listingId, userId), LISTING_NOT_FOUND);
  const row = await findInterest(ctx.db, listingId, userId);
  return { interested: row !== undefined, note: row?.note ?? null };
}

/**
 * GET /listings/{id}/interest: the owner's queue, oldest first. It stays readable once the
 * giveaway is drawn or reserved: the owner's page says who was in the draw (docs/product.md §7.16).
 */
export async function listInterested(
  ctx: AppContext,
  listingId: number,
  userId: number,
): Promise<InterestedMember[]> {
  const found = await findVisibleListing(ctx.db, listingId, userId);
  mustOwn(found?.listing, userId, {
    missing: LISTING_NOT_FOUND,
    notYours: INTEREST_REFUSALS.ownerOnly,
  });
  const rows = await interestedIn(ctx.db, listingId, userId);
  return rows.map((r) => ({
    user: { id: r.id, username: r.username, avatar: r.profile_picture },
    note: r.note,
    created_at: new Date(r.created_at).toISOString(),
  }));
}
