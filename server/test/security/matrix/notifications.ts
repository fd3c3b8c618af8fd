import { deriveUnsubscribeKey } from '@server/config-keys';
import { unsubscribeToken } from '@server/modules/notifications/unsubscribe-token';
import { TEST_JWT_SECRET } from '@server/test/app';
import type { MatrixRow } from './row';

/** Notifications and Web Push. */
export const NOTIFICATIONS: MatrixRow[] = [
  // Notifications: one's own only.
  {
    route: 'GET /api/notifications',
    call: () => ({ path: '/api/notifications' }),
  },
  {
    route: 'GET /api/notifications/unread-count',
    call: () => ({ path: '/api/notifications/unread-count' }),
  },
  {
    route: 'GET /api/notifications/match-email/preview',
    call: () => ({ path: '/api/notifications/match-email/preview' }),
  },
  {
    route: 'POST /api/notifications/read-all',
    call: () => ({ path: '/api/notifications/read-all' }),
  },
  {
    route: 'POST /api/notifications/{id}/read',
    variant: "the owner's",
    call: (w) => ({ path: `/api/notifications/${w.notification.id}/read` }),
    thing: 'own',
  },
  {
    route: 'GET /api/notifications/settings',
    call: () => ({ path: '/api/notifications/settings' }),
  },
  {
    route: 'PUT /api/notifications/settings',
    call: () => ({
      path: '/api/notifications/settings',
      body: { message: { email: false, push: true } },
    }),
  },
  // The e-mail's unsubscribe link works signed out: the signed token names the member.
  {
    route: 'GET /api/notifications/unsubscribe',
    call: (w) => ({ path: `/api/notifications/unsubscribe?${unsubscribeQuery(w.owner.id)}` }),
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    call: (w) => ({ path: `/api/notifications/unsubscribe?${unsubscribeQuery(w.owner.id)}` }),
  },

  // Web Push: the key is public; a device is its member's only.
  { route: 'GET /api/push/public-key', call: () => ({ path: '/api/push/public-key' }) },
  {
    route: 'POST /api/push/subscriptions',
    call: (_w, n) => ({
      path: '/api/push/subscriptions',
      body: {
        endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${n}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    }),
  },
  {
    route: 'DELETE /api/push/subscriptions',
    variant: "the owner's device",
    call: (w) => ({ path: '/api/push/subscriptions', body: { endpoint: w.pushEndpoint } }),
    thing: 'own',
  },
];

function unsubscribeQuery(userId: number) {
  const token = unsubscribeToken(deriveUnsubscribeKey(TEST_JWT_SECRET), userId, 'match');
  return new URLSearchParams({ user: String(userId), kind: 'match', token });
}
