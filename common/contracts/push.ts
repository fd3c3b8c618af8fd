import {
  pushEndpointBody,
  pushPublicKeySchema,
  pushSubscribedSchema,
  pushSubscriptionBody,
} from '@common/schemas/push';
import { defineContracts, says } from './contract';

/**
 * The refusals in English, as tests read them; the server says them in the caller's language.
 * @internal
 */
export const PUSH_SERVICE_REFUSED = "endpoint must be a browser's push service";
/** @internal */
export const DEVICE_NOT_FOUND = 'No such device of yours';
/** @internal */
export const DEVICE_OF_ANOTHER =
  'This endpoint is registered to another member, and these are not its keys';

/** Web Push subscriptions, one per device (docs/product.md §8.10), under /push. */
export const pushContracts = defineContracts('push', {
  publicKey: {
    method: 'GET',
    path: '/push/public-key',
    summary: 'The VAPID key browsers subscribe with',
    response: pushPublicKeySchema,
  },
  subscribe: {
    method: 'POST',
    path: '/push/subscriptions',
    summary: "Receive pushes on this browser (its PushSubscription's JSON)",
    body: pushSubscriptionBody,
    response: pushSubscribedSchema,
    status: 201,
    errors: { 409: says('push.errors.deviceOfAnother'), 422: says('push.errors.serviceRefused') },
  },
  unsubscribe: {
    method: 'DELETE',
    path: '/push/subscriptions',
    summary: 'Stop pushes to one of my devices',
    body: pushEndpointBody,
    status: 204,
    errors: { 404: says('push.errors.deviceNotFound') },
  },
});
