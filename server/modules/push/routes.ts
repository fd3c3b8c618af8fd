import { pushContracts as contracts } from '@common/contracts/push';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { conflict, local, validationFailed } from '@server/lib/errors';
import { mustBeAmongOwn } from '@server/policies/ownership';
import { isAllowedEndpoint } from './endpoints';
import { deleteOwnDevice, saveDevice } from './queries';

/** Web Push subscriptions, one per device (docs/product.md §8.10), under /push. */
export function pushRoutes(ctx: AppContext) {
  return [
    // Public by nature: every push carries it in its Authorization header.
    implement(contracts.publicKey, { access: 'guest' }, async ({ res }) => {
      res.set('Cache-Control', 'public, max-age=3600');
      return { key: ctx.config.push.publicKey };
    }),
    implement(
      contracts.subscribe,
      { access: 'member', about: 'self' },
      async ({ input: { body }, user }) => {
        if (!isAllowedEndpoint(body.endpoint, ctx.config.push.allowedHosts)) {
          throw validationFailed([
            {
              loc: ['body', 'endpoint'],
              msg: local('push.errors.serviceRefused'),
              type: 'push_service',
            },
          ]);
        }
        if (!(await saveDevice(ctx.db, user.id, { endpoint: body.endpoint, ...body.keys })))
          throw conflict(local('push.errors.deviceOfAnother'));
        return { endpoint: body.endpoint };
      },
    ),
    // Someone else's device is not theirs to know of: 404, never 403.
    implement(contracts.unsubscribe, { access: 'owner' }, async ({ input: { body }, user }) => {
      mustBeAmongOwn(
        await deleteOwnDevice(ctx.db, user.id, body.endpoint),
        local('push.errors.deviceNotFound'),
      );
      return undefined;
    }),
  ];
}
