import type { Route } from '@server/http/route';
import { authRoutes } from '@server/modules/auth/routes';
import { blockRoutes } from '@server/modules/blocks/routes';
import { eventRoutes } from '@server/modules/events/routes';
import { friendRoutes } from '@server/modules/friends/routes';
import { giveawayRoutes } from '@server/modules/giveaways/routes';
import { healthRoutes } from '@server/modules/health/routes';
import { listingRoutes } from '@server/modules/listings/routes';
import { mapRoutes } from '@server/modules/map/routes';
import { messageRoutes } from '@server/modules/messages/routes';
import { moderationRoutes } from '@server/modules/moderation/routes';
import { notificationRoutes } from '@server/modules/notifications/routes';
import { notificationSettingRoutes } from '@server/modules/notifications/settings-routes';
import { photoRoutes } from '@server/modules/photos/routes';
import { pickupRoutes } from '@server/modules/pickups/routes';
import { pushRoutes } from '@server/modules/push/routes';
import { reportRoutes } from '@server/modules/reports/routes';
import { seasonRoutes } from '@server/modules/seasons/routes';
import { siteRoutes } from '@server/modules/site/routes';
import { thanksRoutes } from '@server/modules/thanks/routes';
import { tileRoutes } from '@server/modules/tiles/routes';
import { userRoutes } from '@server/modules/users/routes';
import { wantRoutes } from '@server/modules/wants/routes';
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
