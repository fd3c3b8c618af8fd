import { idParams } from '@common/schemas/ids';
import {
  askerSchema,
  listingCreateSchema,
  listingSchema,
  listingStatusSchema,
  listingSuggestionsQuerySchema,
  listingSuggestionsSchema,
  listingsQuerySchema,
  listingUpdateSchema,
  visibilitySchema,
} from '@common/schemas/listings';
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';
import { sendPrepared } from '@server/lib/prepared-json';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { listingPhotoUpload, uploadedPhotos } from './photo-upload';
import { isPublicFeed, withDistances } from './public-pages';
import * as service from './service';
import * as status from './status';
import { suggestTitles } from './suggestions';
import { vantageAndHiddenOf, vantageOf } from './vantage';

const tag = 'listings';
const NOT_SEEN = 'Listing not found (or not visible to you)';
const PHOTO_REFUSED = {
  413: 'The image is too large (10 MB, 50 megapixels)',
  415: 'The file is not a supported image',
  429: 'Too many uploads',
};

/** docs/product.md §7.11, under /listings. */
export function listingRoutes(ctx: AppContext) {
  // Only requests that carry a file count against the upload limit; JSON edits do not.
  const uploads: RequestHandler = (req, res, next) =>
    req.is('multipart/form-data') ? ctx.uploadLimits(req, res, next) : next();
  const photos = listingPhotoUpload;

  return [
    defineRoute(
      {
        method: 'GET',
        path: '/listings',
        tag,
        access: 'guest',
        summary: 'Listings: mine, friends, public or a member’s, searched, filtered and sorted',
        query: listingsQuerySchema,
        response: z.array(listingSchema),
        errors: { 401: '`mine` or `friends` asked by a guest' },
      },
      async ({ input: { query }, user, req, res }) => {
        res.set('Cache-Control', 'private, no-cache').vary('Accept-Language');
        const publicFeed = isPublicFeed(query);
        const language = req.get('accept-language');
        // The shared page needs the member's vantage and whom they must not see, in one
        // statement; any other page reads the vantage itself, with its listings when it can.
        const vantage = publicFeed ? await vantageAndHiddenOf(ctx, user?.id, language) : undefined;
        const viewer = user && vantage && { id: user.id, hidden: vantage.hidden };
        const shared = vantage
          ? await ctx.listingPages.pageFor(ctx, query, viewer, vantage.unit)
          : undefined;
        if (shared && vantage) {
          if (shared.nextCursor) res.set('X-Next-Cursor', shared.nextCursor);
          if (vantage.point) res.type('json').send(withDistances(shared, vantage));
          else sendPrepared(req, res, shared.json);
          return undefined;
        }
        const { items, nextCursor } = await service.listListings(ctx, query, user?.id, {
          acceptLanguage: language,
          vantage,
        });
        if (nextCursor) res.set('X-Next-Cursor', nextCursor);
        return items;
      },
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/listings/suggestions',
        tag,
        access: 'guest',
        summary:
          'Up to 5 titles of listings I may see that complete what I am typing, nearest first',
        query: listingSuggestionsQuerySchema,
        response: listingSuggestionsSchema,
      },
      async ({ input: { query }, user, req, res }) => {
        res.set('Cache-Control', 'private, no-cache');
        const vantage = await vantageOf(ctx, user?.id, req.get('accept-language'));
        return suggestTitles(ctx, query.q, user?.id, vantage);
      },
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/listings',
        tag,
        access: 'member',
        summary:
          'Create a listing (JSON, or multipart with up to 6 photos as `images`, the first the cover)',
        body: listingCreateSchema,
        bodyType: 'multipart',
        response: listingSchema,
        status: 201,
        errors: PHOTO_REFUSED,
        before: [uploads, photos],
      },
      async ({ input: { body }, user, req, res }) => {
        const listing = await service.createListing(ctx, user.id, body, uploadedPhotos(req));
        res.location(`/api/listings/${listing.id}`);
        return listing;
      },
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/listings/:id',
        tag,
        access: 'guest',
        summary: 'One listing I may see',
        params: idParams,
        response: listingSchema,
        errors: { 404: NOT_SEEN },
      },
      async ({ input: { params }, user, req, res }) => {
        res.set('Cache-Control', 'private, no-cache').vary('Accept-Language');
        return service.getListing(ctx, params.id, user?.id, req.get('accept-language'));
      },
    ),
    defineRoute(
      {
        method: 'PATCH',
        path: '/listings/:id',
        tag,
        access: 'owner',
        summary:
          'Edit my listing; multipart `images` add photos after those `image_order` keeps, in its order',
        params: idParams,
        body: listingUpdateSchema,
        bodyType: 'multipart',
        response: listingSchema,
        errors: { 403: 'Not your listing', 404: NOT_SEEN, ...PHOTO_REFUSED },
        before: [uploads, photos],
      },
      ({ input: { params, body }, user, req }) =>
        service.updateListing(ctx, params.id, user.id, body, uploadedPhotos(req)),
    ),
    defineRoute(
      {
        method: 'PATCH',
        path: '/listings/:id/visibility',
        tag,
        access: 'owner',
        summary: 'Make my listing public or private',
        params: idParams,
        body: visibilitySchema,
        response: listingSchema,
        errors: { 403: 'Not your listing', 404: NOT_SEEN },
      },
      ({ input: { params, body }, user }) =>
        service.setVisibility(ctx, params.id, user.id, body.is_public),
    ),
    defineRoute(
      {
        method: 'PATCH',
        path: '/listings/:id/status',
        tag,
        access: 'owner',
        summary: 'Reserve my listing for someone (2), mark it sold or given (3), or relist it (1)',
        params: idParams,
        body: listingStatusSchema,
        response: listingSchema,
        errors: {
          403: 'Not your listing',
          404: NOT_SEEN,
          409: 'Already reserved for someone else, or already sold or given: relist it first',
          422: 'An unknown state, or reserved_for missing or not a member who asked or a friend',
        },
      },
      ({ input: { params, body }, user }) => status.setStatus(ctx, params.id, user.id, body),
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/listings/:id/askers',
        tag,
        access: 'owner',
        summary: 'The members with a conversation with me about my listing, latest first',
        params: idParams,
        response: z.array(askerSchema),
        errors: { 403: 'Not your listing', 404: NOT_SEEN },
      },
      ({ input: { params }, user }) => status.listAskers(ctx, params.id, user.id),
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/listings/:id/renew',
        tag,
        access: 'owner',
        summary: 'Put my listing on offer for another week, expired or not',
        params: idParams,
        response: listingSchema,
        errors: { 403: 'Not your listing', 404: NOT_SEEN },
      },
      ({ input: { params }, user }) => service.renewListing(ctx, params.id, user.id),
    ),
    defineRoute(
      {
        method: 'DELETE',
        path: '/listings/:id',
        tag,
        access: 'owner',
        summary: 'Delete my listing and its photos',
        params: idParams,
        status: 204,
        errors: { 403: 'Not your listing', 404: NOT_SEEN },
      },
      async ({ input: { params }, user }) => {
        await service.deleteListing(ctx, params.id, user.id);
        return undefined;
      },
    ),
  ];
}
