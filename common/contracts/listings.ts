import { idParams } from '@common/schemas/ids';
import {
  listingCreateSchema,
  listingUpdateSchema,
  visibilitySchema,
} from '@common/schemas/listing-inputs';
import { listingSchema } from '@common/schemas/listing-response';
import { askerSchema, listingStatusSchema } from '@common/schemas/listing-status';
import {
  listingSuggestionsQuerySchema,
  listingSuggestionsSchema,
} from '@common/schemas/listing-suggestions';
import { listingsQuerySchema } from '@common/schemas/listings-query';
import { z } from 'zod';
import { defineContracts } from './contract';

const LISTING_NOT_SEEN = 'Listing not found (or not visible to you)';
const NOT_YOUR_LISTING = 'Not your listing';
const PHOTO_REFUSED = {
  413: 'The image is too large (10 MB, 50 megapixels)',
  415: 'The file is not a supported image',
  429: 'Too many uploads',
};

/** docs/product.md §7.11, under /listings. */
export const listingContracts = defineContracts('listings', {
  list: {
    method: 'GET',
    path: '/listings',
    summary: 'Listings: mine, friends, public or a member’s, searched, filtered and sorted',
    query: listingsQuerySchema,
    response: z.array(listingSchema),
    errors: { 401: '`mine` or `friends` asked by a guest' },
  },
  suggestions: {
    method: 'GET',
    path: '/listings/suggestions',
    summary: 'Up to 5 titles of listings I may see that complete what I am typing, nearest first',
    query: listingSuggestionsQuerySchema,
    response: listingSuggestionsSchema,
  },
  create: {
    method: 'POST',
    path: '/listings',
    summary:
      'Create a listing (JSON, or multipart with up to 6 photos as `images`, the first the cover)',
    body: listingCreateSchema,
    bodyType: 'multipart',
    response: listingSchema,
    status: 201,
    errors: PHOTO_REFUSED,
  },
  get: {
    method: 'GET',
    path: '/listings/:id',
    summary: 'One listing I may see',
    params: idParams,
    response: listingSchema,
    errors: { 404: LISTING_NOT_SEEN },
  },
  update: {
    method: 'PATCH',
    path: '/listings/:id',
    summary:
      'Edit my listing; multipart `images` add photos after those `image_order` keeps, in its order',
    params: idParams,
    body: listingUpdateSchema,
    bodyType: 'multipart',
    response: listingSchema,
    errors: { 403: NOT_YOUR_LISTING, 404: LISTING_NOT_SEEN, ...PHOTO_REFUSED },
  },
  setVisibility: {
    method: 'PATCH',
    path: '/listings/:id/visibility',
    summary: 'Make my listing public or private',
    params: idParams,
    body: visibilitySchema,
    response: listingSchema,
    errors: { 403: NOT_YOUR_LISTING, 404: LISTING_NOT_SEEN },
  },
  setStatus: {
    method: 'PATCH',
    path: '/listings/:id/status',
    summary: 'Reserve my listing for someone (2), mark it sold or given (3), or relist it (1)',
    params: idParams,
    body: listingStatusSchema,
    response: listingSchema,
    errors: {
      403: NOT_YOUR_LISTING,
      404: LISTING_NOT_SEEN,
      409: 'Already reserved for someone else, or already sold or given: relist it first; a giveaway still simmering; the member already has 10 items reserved',
      422: 'An unknown state, or reserved_for missing or not a member who asked (wrote or said they are interested) or a friend',
    },
  },
  askers: {
    method: 'GET',
    path: '/listings/:id/askers',
    summary: 'The members with a conversation with me about my listing, latest first',
    params: idParams,
    response: z.array(askerSchema),
    errors: { 403: NOT_YOUR_LISTING, 404: LISTING_NOT_SEEN },
  },
  renew: {
    method: 'POST',
    path: '/listings/:id/renew',
    summary: 'Put my listing on offer for another week, expired or not',
    params: idParams,
    response: listingSchema,
    errors: { 403: NOT_YOUR_LISTING, 404: LISTING_NOT_SEEN },
  },
  remove: {
    method: 'DELETE',
    path: '/listings/:id',
    summary: 'Delete my listing and its photos',
    params: idParams,
    status: 204,
    errors: { 403: NOT_YOUR_LISTING, 404: LISTING_NOT_SEEN },
  },
});
