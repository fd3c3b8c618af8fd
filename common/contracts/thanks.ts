import { idParams } from '@common/schemas/ids';
import {
  receivedThanksSchema,
  thanksInputSchema,
  thanksQuerySchema,
  thanksSchema,
} from '@common/schemas/thanks';
import { z } from 'zod';
import { defineContracts, says } from './contract';

/** Thanks between the two sides of a completed exchange (docs/product.md §7.17). */
export const thanksContracts = defineContracts('thanks', {
  give: {
    method: 'POST',
    path: '/listings/:id/thanks',
    summary: 'Thank the other side of a listing given or sold to the member it was reserved for',
    params: idParams,
    body: thanksInputSchema,
    response: thanksSchema,
    status: 201,
    errors: {
      403: says('errors.thanks.notParty'),
      404: says('errors.listings.notFound'),
      409: 'Not handed over yet, or already thanked',
    },
  },
  onListing: {
    method: 'GET',
    path: '/listings/:id/thanks',
    summary: 'The thanks given on a listing, both ways, to its two members only',
    params: idParams,
    response: z.array(thanksSchema),
    errors: {
      403: says('errors.thanks.notParty'),
      404: says('errors.listings.notFound'),
    },
  },
  received: {
    method: 'GET',
    path: '/users/:id/thanks',
    summary: 'The thanks a member received, newest first',
    params: idParams,
    query: thanksQuerySchema,
    response: z.array(receivedThanksSchema),
    errors: { 404: says('errors.users.notFound') },
  },
});
