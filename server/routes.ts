import type { AppContext } from './context';
import type { Route } from './http/route';

/**
 * Every API route, in the order Express tries them: a fixed path before a `/:id` path that
 * could swallow it (`/listings/want-listings` before `/listings/:id`). The router, the OpenAPI
 * document and the authorization test all read this one list.
 */
export function apiRoutes(_ctx: AppContext): Route[] {
  return [
    // Each module adds its list here, e.g. ...listingRoutes(ctx).
  ];
}
