import { listingContracts as contracts } from '@common/contracts/listings';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { sendPrepared } from '@server/lib/prepared-json';
import type { RequestHandler } from 'express';
import { listingPhotoUpload, uploadedPhotos } from './photo-upload';
import { isPublicFeed, withDistances } from './public-pages';
import * as service from './service';
import * as status from './status';
import { suggestTitles } from './suggestions';
import { vantageAndHiddenOf, vantageOf } from './vantage';

/** docs/product.md §7.11, under /listings. */
export function listingRoutes(ctx: AppContext) {
  // Only requests that carry a file count against the upload limit; JSON edits do not.
  const uploads: RequestHandler = (req, res, next) =>
    req.is('multipart/form-data') ? ctx.uploadLimits(req, res, next) : next();
  const photos = listingPhotoUpload;
  const owner = { access: 'owner' } as const;

  return [
    implement(contracts.list, { access: 'guest' }, async ({ input: { query }, user, req, res }) => {
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
    }),
    implement(
      contracts.suggestions,
      { access: 'guest' },
      async ({ input: { query }, user, req, res }) => {
        res.set('Cache-Control', 'private, no-cache');
        const vantage = await vantageOf(ctx, user?.id, req.get('accept-language'));
        return suggestTitles(ctx, query.q, user?.id, vantage);
      },
    ),
    implement(
      contracts.create,
      { access: 'member', about: 'self', before: [uploads, photos] },
      async ({ input: { body }, user, req, res }) => {
        const listing = await service.createListing(ctx, user.id, body, uploadedPhotos(req));
        res.location(`/api/listings/${listing.id}`);
        return listing;
      },
    ),
    implement(contracts.get, { access: 'guest' }, async ({ input: { params }, user, req, res }) => {
      res.set('Cache-Control', 'private, no-cache').vary('Accept-Language');
      return service.getListing(ctx, params.id, user?.id, req.get('accept-language'));
    }),
    implement(
      contracts.update,
      { access: 'owner', before: [uploads, photos] },
      ({ input: { params, body }, user, req }) =>
        service.updateListing(ctx, params.id, user.id, body, uploadedPhotos(req)),
    ),
    implement(contracts.setVisibility, owner, ({ input: { params, body }, user }) =>
      service.setVisibility(ctx, params.id, user.id, body.is_public),
    ),
    implement(contracts.setStatus, owner, ({ input: { params, body }, user }) =>
      status.setStatus(ctx, params.id, user.id, body),
    ),
    implement(contracts.askers, owner, ({ input: { params }, user }) =>
      status.listAskers(ctx, params.id, user.id),
    ),
    implement(contracts.renew, owner, ({ input: { params }, user }) =>
      service.renewListing(ctx, params.id, user.id),
    ),
    implement(contracts.remove, owner, async ({ input: { params }, user }) => {
      await service.deleteListing(ctx, params.id, user.id);
      return undefined;
    }),
  ];
}
