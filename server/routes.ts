import type { Route } from '@server/http/route';
import { authRoutes } from '@server/modules/auth';
import { blockRoutes } from '@server/modules/blocks';
import { eventRoutes } from '@server/modules/events';
import { friendRoutes } from '@server/modules/friends';
import { giveawayRoutes } from '@server/modules/giveaways';
import { healthRoutes } from '@server/modules/health';
import { listingRoutes } from '@server/modules/listings';
import { mapRoutes } from '@server/modules/map';
import { messageRoutes } from '@server/modules/messages';
import { moderationRoutes } from '@server/modules/moderation';
import { notificationRoutes, notificationSettingRoutes } from '@server/modules/notifications';
import { photoRoutes } from '@server/modules/photos';
import { pickupRoutes } from '@server/modules/pickups';
import { pushRoutes } from '@server/modules/push';
import { reportRoutes } from '@server/modules/reports';
import { seasonRoutes } from '@server/modules/seasons';
import { siteRoutes } from '@server/modules/site';
import { thanksRoutes } from '@server/modules/thanks';
import { tileRoutes } from '@server/modules/tiles';
import { userRoutes } from '@server/modules/users';
import { wantRoutes } from '@server/modules/wants';
import { metricsRoutes } from '@server/observability/metrics-route';
import { openApiRoutes } from '@server/openapi/routes';
import type { AppContext } from './context';

/**
 * Every API route, in the order Express tries them: a fixed path before a `/:id` path that
 * could swallow it (`/listings/want-listings` before `/listings/:id`). The router, the OpenAPI
 * document and the authorization test all read this one list.
 */
export function apiRoutes(ctx: AppContext): Route[] {
  const routes: Route[] = [
    ...metricsRoutes(ctx),
    ...healthRoutes(ctx),
    ...siteRoutes(ctx),
    ...openApiRoutes(ctx, () => routes),
    // /auth/friends/… before any /auth/… path with a parameter.
    ...friendRoutes(ctx),
    ...authRoutes(ctx),
    ...userRoutes(ctx),
    ...blockRoutes(ctx),
    ...messageRoutes(ctx),
    ...mapRoutes(ctx),
    ...seasonRoutes(ctx),
    ...photoRoutes(ctx),
    // /listings/want-listings/… before /listings/:id.
    ...wantRoutes(ctx),
    ...listingRoutes(ctx),
    ...giveawayRoutes(ctx),
    ...thanksRoutes(ctx),
    ...pickupRoutes(ctx),
    ...eventRoutes(ctx),
    ...notificationSettingRoutes(ctx),
    ...notificationRoutes(ctx),
    ...pushRoutes(ctx),
    ...reportRoutes(ctx),
    ...moderationRoutes(ctx),
    // Last: `/:provider/js-api` takes any first segment (it passes on what names no provider).
    ...tileRoutes(ctx),
  ];
  return routes;
}
