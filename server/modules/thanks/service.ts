import { LISTING_STATES } from '@common/codes';
import type { ReceivedThanks, Thanks, ThanksQuery } from '@common/schemas/thanks';
import type { AppContext } from '@server/context';
import { conflict, local, notFound } from '@server/lib/errors';
import { findVisibleListing, LISTING_NOT_FOUND } from '@server/modules/listings';
import { mustNotBeBlocked } from '@server/policies/blocks';
import { mustBeParty, mustSee } from '@server/policies/ownership';
import { isExchangeParty, otherPartyOf } from '@server/policies/thanks';
import { findExchange, insertThanks, memberCard, receivedThanks, thanksOnListing } from './queries';

const THANKS_REFUSALS = {
  notParty: local('errors.thanks.notParty'),
  blocked: local('errors.thanks.blocked'),
  notHandedOver: local('errors.thanks.notHandedOver'),
  already: local('errors.thanks.already'),
};

/** A member outside the exchange: 403 when they may see the listing, 404 when they may not. */
const PARTIES_ONLY = { missing: LISTING_NOT_FOUND, notYours: THANKS_REFUSALS.notParty };

/**
 * POST /listings/{id}/thanks (docs/product.md §7.17): once a listing is given or sold to the
 * member it was reserved for, each of the two may thank the other, once. A block between them
 * refuses it (403) even where the listing is no longer shown to one of them.
 */
export async function giveThanks(
  ctx: AppContext,
  listingId: number,
  memberId: number,
  text: string,
): Promise<Thanks> {
  const found = await findExchange(ctx.db, listingId);
  const party = found !== undefined && isExchangeParty(found, memberId);
  // A party is refused for a block before the listing's visibility is asked (below).
  const seen = party || (await findVisibleListing(ctx.db, listingId, memberId)) !== undefined;
  const exchange = mustBeParty(seen ? found : undefined, party, PARTIES_ONLY);
  const otherId = otherPartyOf(exchange, memberId);
  if (otherId !== null) await mustNotBeBlocked(ctx.db, memberId, otherId, THANKS_REFUSALS.blocked);
  mustSee(await findVisibleListing(ctx.db, listingId, memberId), LISTING_NOT_FOUND);
  if (exchange.stateId !== LISTING_STATES.sold || otherId === null)
    throw conflict(THANKS_REFUSALS.notHandedOver);
  const row = await insertThanks(ctx.db, { listingId, fromId: memberId, toId: otherId, text });
  if (!row) throw conflict(THANKS_REFUSALS.already);
  const [from, to] = [await memberCard(ctx.db, memberId), await memberCard(ctx.db, otherId)];
  return {
    id: row.id,
    from: from!,
    to: to!,
    text: row.text,
    listing_id: listingId,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * GET /listings/{id}/thanks: what the two members of an exchange said to each other, so each
 * one's page knows whether either side has thanked (docs/product.md §7.17). Others who may see
 * the listing 403, the rest 404.
 */
export async function listListingThanks(
  ctx: AppContext,
  listingId: number,
  memberId: number,
): Promise<Thanks[]> {
  const exchange = await findExchange(ctx.db, listingId);
  const seen = await findVisibleListing(ctx.db, listingId, memberId);
  const party = exchange !== undefined && isExchangeParty(exchange, memberId);
  mustBeParty(seen ? exchange : undefined, party, PARTIES_ONLY);
  const rows = await thanksOnListing(ctx.db, listingId, memberId);
  return rows.map((r) => ({
    id: r.id,
    from: r.from,
    to: r.to,
    text: r.text,
    listing_id: listingId,
    created_at: r.createdAt.toISOString(),
  }));
}

/** GET /users/{id}/thanks: what a neighbour's profile shows of the thanks they received. */
export async function listReceivedThanks(
  ctx: AppContext,
  memberId: number,
  viewerId: number | undefined,
  query: ThanksQuery,
): Promise<{ items: ReceivedThanks[]; nextCursor: string | undefined }> {
  if (!(await memberCard(ctx.db, memberId))) throw notFound(local('errors.users.notFound'));
  const rows = await receivedThanks(ctx.db, memberId, viewerId, query.limit, query.cursor);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      from: r.from,
      text: r.text,
      listing:
        r.listingId === null || r.listingTitle === null
          ? null
          : { id: r.listingId, title: r.listingTitle },
      created_at: r.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? String(last.id) : undefined,
  };
}
