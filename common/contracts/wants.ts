import { idParams } from '@common/schemas/ids';
import {
  wantBatchSchema,
  wantCreateSchema,
  wantListingSchema,
  wantListQuery,
  wantUpdateSchema,
} from '@common/schemas/wants';
import { z } from 'zod';
import { defineContracts, says } from './contract';

const REFUSED = { 403: 'Not your item', 404: says('errors.wants.notFound') };
const CONFLICT = { 409: 'Over 5 items in a category, or the same item twice' };

/** docs/product.md §8.7, under /listings/want-listings. */
export const wantContracts = defineContracts('wish list', {
  list: {
    method: 'GET',
    path: '/listings/want-listings',
    summary: 'My wish list, or a member’s with user_id',
    query: wantListQuery,
    response: z.array(wantListingSchema),
    errors: { 401: 'A guest without user_id', 404: says('errors.users.notFound') },
  },
  create: {
    method: 'POST',
    path: '/listings/want-listings',
    summary: 'Add a wish-list item',
    body: wantCreateSchema,
    response: wantListingSchema,
    status: 201,
    errors: CONFLICT,
  },
  saveBatch: {
    method: 'POST',
    path: '/listings/want-listings/batch',
    summary: 'Create, rename and delete items in one transaction',
    body: wantBatchSchema,
    response: z.array(wantListingSchema),
    errors: { ...REFUSED, ...CONFLICT },
  },
  rename: {
    method: 'PATCH',
    path: '/listings/want-listings/:id',
    summary: 'Rename my item, or change the months it is wanted in',
    params: idParams,
    body: wantUpdateSchema,
    response: wantListingSchema,
    errors: { ...REFUSED, ...CONFLICT },
  },
  remove: {
    method: 'DELETE',
    path: '/listings/want-listings/:id',
    summary: 'Delete my item',
    params: idParams,
    status: 204,
    errors: REFUSED,
  },
});
