import {
  pushEndpointBody,
  pushPublicKeySchema,
  pushSubscribedSchema,
  pushSubscriptionBody,
} from '@common/schemas/push';
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';
import { conflict, notFound, validationFailed } from '@server/lib/errors';
import { isAllowedEndpoint } from './endpoints';
import { deleteOwnDevice, saveDevice } from './queries';

const tag = 'push';

export const PUSH_SERVICE_REFUSED = "endpoint must be a browser's push service";
export const DEVICE_NOT_FOUND = 'No such device of yours';
export const DEVICE_OF_ANOTHER =
  'This endpoint is registered to another member, and these are not its keys';

/** Web Push subscriptions, one per device (docs/product.md §8.10), under /push. */
export function pushRoutes(ctx: AppContext) {
  return [
    defineRoute(
      {
        method: 'GET',
        path: '/push/public-key',
        tag,
        // Public by nature: every push carries it in its Authorization header.
        access: 'guest',
        summary: 'The VAPID key browsers subscribe with',
        response: pushPublicKeySchema,
      },
      async ({ res }) => {
        res.set('Cache-Control', 'public, max-age=3600');
        return { key: ctx.config.push.publicKey };
      },
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/push/subscriptions',
        tag,
        access: 'member',
        summary: "Receive pushes on this browser (its PushSubscription's JSON)",
        body: pushSubscriptionBody,
        response: pushSubscribedSchema,
        status: 201,
        errors: { 409: DEVICE_OF_ANOTHER, 422: PUSH_SERVICE_REFUSED },
      },
      async ({ input: { body }, user }) => {
        if (!isAllowedEndpoint(body.endpoint, ctx.config.push.allowedHosts)) {
          throw validationFailed([
            { loc: ['body', 'endpoint'], msg: PUSH_SERVICE_REFUSED, type: 'push_service' },
          ]);
        }
        if (!(await saveDevice(ctx.db, user.id, { endpoint: body.endpoint, ...body.keys })))
          throw conflict(DEVICE_OF_ANOTHER);
        return { endpoint: body.endpoint };
      },
    ),
    defineRoute(
      {
        method: 'DELETE',
        path: '/push/subscriptions',
        tag,
        // Someone else's device is not theirs to know of: 404, never 403.
        access: 'owner',
        summary: 'Stop pushes to one of my devices',
        body: pushEndpointBody,
        status: 204,
        errors: { 404: DEVICE_NOT_FOUND },
      },
      async ({ input: { body }, user }) => {
        if (!(await deleteOwnDevice(ctx.db, user.id, body.endpoint)))
          throw notFound(DEVICE_NOT_FOUND);
        return undefined;
      },
    ),
  ];
}
