import {
  drawSchema,
  interestedMemberSchema,
  interestInputSchema,
  interestSchema,
  lastDrawSchema,
  myInterestSchema,
} from '@common/schemas/giveaways';
import { idParams } from '@common/schemas/ids';
import { z } from 'zod';
import { defineContracts, says } from './contract';

const LISTING_NOT_SEEN = says('errors.listings.notFound');

/** Fair giveaways (docs/product.md §7.16), under /listings/{id}. */
export const giveawayContracts = defineContracts('giveaways', {
  interest: {
    method: 'POST',
    path: '/listings/:id/interest',
    summary: 'Say I am interested in a giveaway (201; 200 when I already was, the note replaced)',
    params: idParams,
    body: interestInputSchema,
    response: interestSchema,
    status: 201,
    errors: {
      403: says('errors.giveaways.ownListing'),
      404: LISTING_NOT_SEEN,
      409: 'Not a giveaway, or no longer on offer',
    },
  },
  withdraw: {
    method: 'DELETE',
    path: '/listings/:id/interest',
    summary: 'Take back my interest in a giveaway',
    params: idParams,
    status: 204,
    errors: { 404: LISTING_NOT_SEEN },
  },
  mine: {
    method: 'GET',
    path: '/listings/:id/interest/mine',
    summary: 'Whether I said I am interested in a listing, and my note',
    params: idParams,
    response: myInterestSchema,
    errors: { 404: LISTING_NOT_SEEN },
  },
  interested: {
    method: 'GET',
    path: '/listings/:id/interest',
    summary: 'The members interested in my giveaway, oldest first (after a draw: who was in it)',
    params: idParams,
    response: z.array(interestedMemberSchema),
    errors: { 403: says('errors.giveaways.ownerOnly'), 404: LISTING_NOT_SEEN },
  },
  lastDraw: {
    method: 'GET',
    path: '/listings/:id/draw',
    summary:
      "Who was chosen in my giveaway's last draw and who was in it, as drawn, and every draw with why it was made again (null before one)",
    params: idParams,
    response: lastDrawSchema,
    errors: { 403: says('errors.giveaways.ownerOnly'), 404: LISTING_NOT_SEEN },
  },
  draw: {
    method: 'POST',
    path: '/listings/:id/draw',
    summary: 'Reserve my giveaway for one interested member chosen at random, once it has simmered',
    params: idParams,
    response: drawSchema,
    errors: {
      403: says('errors.listings.notYoursToChange'),
      404: LISTING_NOT_SEEN,
      409: 'Still simmering, nobody interested, not on offer, already drawn (unless the member chosen withdrew, declined or did not come), or each interested member already has 10 items reserved',
    },
  },
});
