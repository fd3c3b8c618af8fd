import { randomInt } from 'node:crypto';
import { LISTING_STATES, LISTING_TYPES } from '@common/codes';
import type { Draw, RedrawReason } from '@common/schemas/giveaways';
import type { AppContext } from '@server/context';
import { conflict, local } from '@server/lib/errors';
import {
  editable,
  findVisibleListing,
  GIVEAWAY_REFUSALS,
  LISTING_NOT_FOUND,
  refuseWhileSimmering,
  reload,
  STATUS_REFUSALS,
  writeStateChange,
} from '@server/modules/listings';
import { announce, insertNotice } from '@server/modules/notifications';
import { mustOwn } from '@server/policies/ownership';
import { reserveWithinShare } from '@server/policies/reservations';
import { INTEREST_REFUSALS } from './interest';
import { recordDraw } from './last-draw';
import { drawCandidates, drawsSoFar, type InterestedRecord, redrawReason } from './queries';

const card = (m: InterestedRecord) => ({
  id: m.id,
  username: m.username,
  profile_picture: m.profile_picture,
});

/**
 * Who may win: interested members who may still see the giveaway (it may have been made
 * private since) and who do not already hold their fair share (docs/product.md §7.16).
 */
async function entrantsOf(
  ctx: AppContext,
  listingId: number,
  ownerId: number,
  chosenBefore: Set<number>,
) {
  // A member chosen before is not drawn again: they withdrew, declined or did not come.
  const interested = (await drawCandidates(ctx.db, listingId, ownerId)).filter(
    (m) => m.may_see && !chosenBefore.has(m.id),
  );
  return { interested, entrants: interested.filter((m) => !m.full) };
}

/**
 * Picks one entrant uniformly at random and reserves the giveaway for them, counting their fair
 * share under the lock the status route takes too (docs/product.md §7.16). One whose share filled
 * since entrantsOf looked is left out and the draw is made again among the others. Undefined when
 * that leaves no one.
 */
async function drawWithinShare(
  ctx: AppContext,
  id: number,
  ownerId: number,
  entrants: InterestedRecord[],
  reason: RedrawReason | null,
) {
  const entrantIds = entrants.map((m) => m.id);
  const left = [...entrants];
  while (left.length > 0) {
    const [chosen] = left.splice(randomInt(left.length), 1);
    // The status route's write (from the state just read, so never promised to two members),
    // and the draw kept with it.
    const share = await reserveWithinShare(ctx.db, chosen!.id, async (tx) => {
      const now = ctx.clock.now();
      await writeStateChange(tx, now, {
        id,
        ownerId,
        from: LISTING_STATES.available,
        next: LISTING_STATES.pending,
        reservedFor: chosen!.id,
      });
      await recordDraw(tx, {
        listingId: id,
        chosenId: chosen!.id,
        entrantIds,
        drawnAt: now,
        reason,
      });
    });
    if (share.full) continue;
    return chosen!;
  }
  return undefined;
}

/**
 * POST /listings/{id}/draw (docs/product.md §7.16): once the simmer is over, the server picks one
 * interested member uniformly at random (node:crypto, not Math.random, so nobody can predict
 * it) and reserves the giveaway for them; the others hear someone else was chosen. Once only:
 * drawing again until the owner likes the winner would make the random pick a choice, so a
 * second draw needs the first winner to have withdrawn, declined or not come, and is refused
 * (409) before anyone is told anything otherwise.
 */
export async function drawGiveaway(ctx: AppContext, id: number, ownerId: number): Promise<Draw> {
  const found = await findVisibleListing(ctx.db, id, ownerId);
  const current = editable(
    mustOwn(found?.listing, ownerId, {
      missing: LISTING_NOT_FOUND,
      notYours: local('errors.listings.notYoursToChange'),
    }),
  );
  if (current.typeId !== LISTING_TYPES.giveaway) throw conflict(INTEREST_REFUSALS.notGiveaway);
  if (current.stateId === LISTING_STATES.sold) throw conflict(STATUS_REFUSALS.done);
  if (current.stateId === LISTING_STATES.pending)
    throw conflict(STATUS_REFUSALS.alreadyReserved(found?.reservedFor?.username));
  refuseWhileSimmering(current, ctx.clock.now());
  // Drawn once: a relist does not open a new draw unless the member chosen let it go.
  const { latest, chosenBefore } = await drawsSoFar(ctx.db, id);
  const reason = latest ? await redrawReason(ctx.db, id, ownerId, latest) : null;
  if (reason === undefined) throw conflict(local('errors.giveaways.drawnAlready'));
  const { interested, entrants } = await entrantsOf(ctx, id, ownerId, chosenBefore);
  if (interested.length === 0) throw conflict(GIVEAWAY_REFUSALS.nobodyInterested);
  if (entrants.length === 0) throw conflict(GIVEAWAY_REFUSALS.fullShare);
  const chosen = await drawWithinShare(ctx, id, ownerId, entrants, reason);
  if (!chosen) throw conflict(GIVEAWAY_REFUSALS.fullShare);
  ctx.listingPages.forget();
  for (const member of interested) {
    const noticeId = await insertNotice(ctx.db, {
      userId: member.id,
      kind: member.id === chosen.id ? 'listing_reserved' : 'listing_drawn',
      listingId: id,
      actorId: ownerId,
    });
    await announce(ctx, member.id, noticeId);
  }
  return {
    listing: await reload(ctx, id, ownerId),
    chosen: card(chosen),
    entrants: entrants.map(card),
  };
}
