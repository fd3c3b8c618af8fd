import {
  deriveUnsubscribeKey,
  unsubscribeToken,
} from '@server/modules/notifications/unsubscribe-token';
import { TEST_JWT_SECRET } from '@server/test/app';
import { TEST_PASSWORD } from '@server/test/factories';
import { TINY_PNG } from '@server/test/fakes/tile-upstream';
import type { Role, World } from './world';

/** What one cell sends; the acting member's bearer token is added by the test. */
export interface Call {
  path: string;
  body?: object;
  /** application/x-www-form-urlencoded (the login form). */
  form?: Record<string, string>;
  /** multipart/form-data with one image. */
  upload?: { field: string; fields?: Record<string, string> };
}

/**
 * Who may see the thing a call acts on, when the route's access is about a thing: `public`
 * (everyone), `friends-only` (the owner's friends), `own` (only the owner: a notification, a
 * request sent to them, their friendship). The expected statuses follow from it and the route's
 * declared access (authorization.test.ts).
 */
export type Thing = 'public' | 'friends-only' | 'own';

export interface MatrixRow {
  /** "METHOD /api/path/{param}", as the route declarations name it. */
  route: string;
  /** Which variant of the route, when a route has several rows. */
  variant?: string;
  /** The owner needs a stored avatar. */
  avatar?: boolean;
  call: (w: World, n: number) => Call;
  thing?: Thing;
  /**
   * Answers that follow from what the call asks rather than from who asks (oneself, already
   * friends, a token nobody was sent): allowed only where access lets the caller through.
   */
  outcome?: Partial<Record<Role, number>>;
  /**
   * What the member the owner blocks gets, where blocking changes it (docs/product.md §14.1):
   * the owner's listings are as if they did not exist, and no message or request gets through.
   */
  blocked?: number;
}

export const image = TINY_PNG;

/** The same outcome for everyone access lets through. */
const all = (status: number) => ({
  guest: status,
  stranger: status,
  friend: status,
  owner: status,
  blocked: status,
  reporter: status,
  moderator: status,
});

/**
 * docs/decisions.md's rules, route by route: guests read public things; a friends-only listing
 * is 404 to a stranger and visible to a friend; a change by a non-owner is 403 when they can
 * see the thing and 404 when they cannot; only the recipient answers a friend request. "owner"
 * is the member whose things they are (for routes about oneself, simply a signed-in member
 * acting on their own account).
 */
export const MATRIX: MatrixRow[] = [
  // Operations and the home page.
  { route: 'GET /api/health', call: () => ({ path: '/api/health' }) },
  { route: 'GET /api/ready', call: () => ({ path: '/api/ready' }) },
  { route: 'GET /api/metrics', call: () => ({ path: '/api/metrics' }) },
  { route: 'GET /api/site', call: () => ({ path: '/api/site' }) },
  {
    route: 'GET /api/openapi.json',
    call: () => ({ path: '/api/openapi.json' }),
  },
  { route: 'GET /api/docs', call: () => ({ path: '/api/docs' }) },

  // Accounts.
  {
    route: 'POST /api/auth/register',
    call: (_w, n) => ({
      path: '/api/auth/register',
      body: {
        email: `matrix${n}@example.com`,
        username: `matrix_${n}`,
        first_name: 'Matrix',
        last_name: 'Gardener',
        password: 'a-long-garden-password',
      },
    }),
  },
  {
    route: 'POST /api/auth/login',
    call: (w) => ({
      path: '/api/auth/login',
      form: { username: w.owner.email, password: TEST_PASSWORD },
    }),
  },
  {
    route: 'POST /api/auth/logout',
    call: () => ({ path: '/api/auth/logout' }),
  },
  {
    route: 'POST /api/auth/request-password-reset',
    call: (w) => ({ path: '/api/auth/request-password-reset', body: { email: w.owner.email } }),
  },
  {
    route: 'POST /api/auth/reset-password',
    variant: 'a token nobody was sent',
    call: () => ({
      path: '/api/auth/reset-password',
      body: {
        token: 'x'.repeat(43),
        new_password: 'another-garden-pass',
        confirm_password: 'another-garden-pass',
      },
    }),
    outcome: all(400),
  },
  {
    route: 'GET /api/auth/profile',
    call: () => ({ path: '/api/auth/profile' }),
  },
  {
    route: 'PUT /api/auth/profile',
    call: () => ({ path: '/api/auth/profile', body: { first_name: 'Changed' } }),
  },
  {
    route: 'DELETE /api/auth/profile',
    call: () => ({ path: '/api/auth/profile', body: { password: TEST_PASSWORD } }),
  },
  {
    route: 'POST /api/auth/email/confirm',
    call: () => ({ path: '/api/auth/email/confirm', body: { token: 'x'.repeat(43) } }),
    outcome: all(400),
  },
  {
    route: 'POST /api/auth/email-confirmation',
    call: () => ({ path: '/api/auth/email-confirmation' }),
  },
  {
    route: 'GET /api/auth/users/me/avatar',
    variant: 'only the owner has a picture',
    avatar: true,
    call: () => ({ path: '/api/auth/users/me/avatar' }),
    outcome: { stranger: 404, friend: 404, blocked: 404, reporter: 404, moderator: 404 },
  },
  {
    route: 'POST /api/auth/upload-profile-image',
    call: () => ({ path: '/api/auth/upload-profile-image', upload: { field: 'file' } }),
  },
  {
    route: 'GET /api/auth/users',
    call: () => ({ path: '/api/auth/users?q=gard' }),
  },
  {
    route: 'GET /api/auth/users/{id}/public',
    call: (w) => ({ path: `/api/auth/users/${w.owner.id}/public` }),
  },

  // Friends.
  {
    route: 'GET /api/auth/friends',
    call: () => ({ path: '/api/auth/friends' }),
  },
  {
    route: 'GET /api/auth/friends/requests',
    call: () => ({ path: '/api/auth/friends/requests' }),
  },
  {
    route: 'GET /api/auth/friends/status/{id}',
    call: (w) => ({ path: `/api/auth/friends/status/${w.owner.id}` }),
  },
  {
    route: 'POST /api/auth/friends/request',
    variant: 'to the owner: new, already friends, oneself',
    call: (w) => ({ path: '/api/auth/friends/request', body: { friend_id: w.owner.id } }),
    outcome: { friend: 409, owner: 400 },
    blocked: 403,
  },
  {
    route: 'POST /api/auth/friends/respond',
    variant: 'a request to the owner',
    call: (w) => ({
      path: '/api/auth/friends/respond',
      body: { request_id: w.request.id, accept: true },
    }),
    thing: 'own',
  },
  {
    route: 'GET /api/auth/friends/invite/preview',
    call: () => ({ path: '/api/auth/friends/invite/preview' }),
  },
  {
    route: 'POST /api/auth/friends/invite',
    call: (_w, n) => ({
      path: '/api/auth/friends/invite',
      body: { email: `invitee${n}@example.com` },
    }),
  },
  {
    route: 'DELETE /api/auth/friends/{id}',
    variant: "the owner's friend",
    call: (w) => ({ path: `/api/auth/friends/${w.friend.id}` }),
    thing: 'own',
  },

  // Blocks: each member's own; blocking oneself is refused, unblocking is idempotent.
  { route: 'GET /api/blocks', call: () => ({ path: '/api/blocks' }) },
  {
    route: 'POST /api/blocks',
    variant: 'the owner: new, oneself (the blocked member may block back)',
    call: (w) => ({ path: '/api/blocks', body: { user_id: w.owner.id } }),
    outcome: { owner: 422 },
  },
  {
    route: 'DELETE /api/blocks/{user_id}',
    variant: 'the member the owner blocks',
    call: (w) => ({ path: `/api/blocks/${w.blocked.id}` }),
  },

  // Photos: a listing's photo only for those who may see the listing (photos.test.ts has them all).
  {
    route: 'GET /api/uploads/{folder}/{file}',
    variant: 'no such photo',
    call: () => ({ path: '/api/uploads/avatars/none.webp' }),
    outcome: all(404),
  },

  // Listings.
  { route: 'GET /api/listings', call: () => ({ path: '/api/listings' }) },
  {
    route: 'GET /api/listings',
    variant: 'mine',
    call: () => ({ path: '/api/listings?mine=true' }),
    outcome: { guest: 401 },
  },
  {
    route: 'GET /api/listings/suggestions',
    call: () => ({ path: '/api/listings/suggestions?q=tom' }),
  },
  {
    route: 'POST /api/listings',
    call: () => ({ path: '/api/listings', body: { title: 'Sweet basil', type_id: 1, price: 2 } }),
  },
  {
    route: 'GET /api/listings/{id}',
    variant: 'public',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}` }),
    blocked: 404,
  },
  {
    route: 'GET /api/listings/{id}',
    variant: 'private',
    call: (w) => ({ path: `/api/listings/${w.privateListing.id}` }),
    thing: 'friends-only',
  },
  {
    route: 'PATCH /api/listings/{id}',
    variant: 'public',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}`, body: { title: 'Renamed' } }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'PATCH /api/listings/{id}',
    variant: 'private',
    call: (w) => ({ path: `/api/listings/${w.privateListing.id}`, body: { title: 'Renamed' } }),
    thing: 'friends-only',
  },
  {
    route: 'PATCH /api/listings/{id}/visibility',
    variant: 'public',
    call: (w) => ({
      path: `/api/listings/${w.publicListing.id}/visibility`,
      body: { is_public: false },
    }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'PATCH /api/listings/{id}/visibility',
    variant: 'private',
    call: (w) => ({
      path: `/api/listings/${w.privateListing.id}/visibility`,
      body: { is_public: true },
    }),
    thing: 'friends-only',
  },
  {
    // Relisting a listing already on offer changes nothing, so the shared world stays as it is.
    route: 'PATCH /api/listings/{id}/status',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/status`, body: { state_id: 1 } }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'GET /api/listings/{id}/askers',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/askers` }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'POST /api/listings/{id}/renew',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}/renew` }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'DELETE /api/listings/{id}',
    variant: 'public',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}` }),
    thing: 'public',
    blocked: 404,
  },
  {
    route: 'DELETE /api/listings/{id}',
    variant: 'private',
    call: (w) => ({ path: `/api/listings/${w.privateListing.id}` }),
    thing: 'friends-only',
  },

  // Wish lists: readable by everyone (the seller page's Want tab), changed by the owner only.
  {
    route: 'GET /api/listings/want-listings',
    variant: "the owner's",
    call: (w) => ({ path: `/api/listings/want-listings?user_id=${w.owner.id}` }),
  },
  {
    route: 'POST /api/listings/want-listings',
    call: () => ({
      path: '/api/listings/want-listings',
      body: { title: 'Runner beans', category_id: 2 },
    }),
  },
  {
    route: 'POST /api/listings/want-listings/batch',
    call: () => ({
      path: '/api/listings/want-listings/batch',
      body: { create: [{ title: 'Sunflower seeds', category_id: 2 }] },
    }),
  },
  {
    route: 'POST /api/listings/want-listings/batch',
    variant: "someone else's want",
    call: (w) => ({
      path: '/api/listings/want-listings/batch',
      body: { update: [{ id: w.want.id, title: 'Stolen title' }], delete: [w.want.id] },
    }),
    thing: 'public',
  },
  {
    route: 'PATCH /api/listings/want-listings/{id}',
    call: (w) => ({
      path: `/api/listings/want-listings/${w.want.id}`,
      body: { title: 'Elephant garlic' },
    }),
    thing: 'public',
  },
  {
    route: 'DELETE /api/listings/want-listings/{id}',
    call: (w) => ({ path: `/api/listings/want-listings/${w.want.id}` }),
    thing: 'public',
  },

  // Messages: a thread is always between the caller and {otherId}.
  { route: 'GET /api/messages', call: () => ({ path: '/api/messages' }) },
  {
    route: 'GET /api/messages/unread-count',
    call: () => ({ path: '/api/messages/unread-count' }),
  },
  {
    route: 'POST /api/messages',
    variant: 'to the owner',
    call: (w) => ({ path: '/api/messages', body: { receiver_id: w.owner.id, content: 'Hello' } }),
    outcome: { owner: 400 },
    blocked: 403,
  },
  {
    route: 'GET /api/messages/{otherId}',
    variant: 'with the owner',
    call: (w) => ({ path: `/api/messages/${w.owner.id}` }),
    outcome: { owner: 400 },
  },
  {
    route: 'POST /api/messages/{otherId}/mark-thread-read',
    variant: 'with the owner',
    call: (w) => ({ path: `/api/messages/${w.owner.id}/mark-thread-read` }),
    outcome: { owner: 400 },
  },

  // Map.
  {
    route: 'POST /api/map/geocode',
    call: () => ({ path: '/api/map/geocode', body: { address: 'Salt Lake City, UT 84101' } }),
  },
  {
    route: 'GET /api/map/listings/nearby',
    call: () => ({ path: '/api/map/listings/nearby?latitude=40.76&longitude=-111.89' }),
  },
  {
    route: 'POST /api/map/user/location',
    call: () => ({ path: '/api/map/user/location?latitude=40.76&longitude=-111.89' }),
  },
  {
    route: 'GET /api/map/user/geocode',
    call: () => ({ path: '/api/map/user/geocode' }),
  },
  {
    route: 'GET /api/tiles/{provider}/{z}/{x}/{y}',
    call: () => ({ path: '/api/tiles/osm/3/2/1.png' }),
  },
  {
    route: 'GET /api/{provider}/js-api',
    variant: 'the street map has no script',
    call: () => ({ path: '/api/osm/js-api' }),
    outcome: all(404),
  },

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

  // Reports: only what the caller can see (the reporter's second report updates the first).
  {
    route: 'POST /api/reports',
    variant: "the owner's public listing",
    call: (w) => ({
      path: '/api/reports',
      body: { target_type: 'listing', target_id: w.publicListing.id, reason: 'spam' },
    }),
    outcome: { owner: 422 },
    blocked: 404,
  },
  {
    route: 'POST /api/reports',
    variant: 'the owner, a member',
    call: (w) => ({
      path: '/api/reports',
      body: { target_type: 'user', target_id: w.owner.id, reason: 'offensive' },
    }),
    outcome: { owner: 422 },
  },

  // The moderation desk: 404 to anyone but a moderator, guests included.
  {
    route: 'GET /api/moderation/reports',
    call: () => ({ path: '/api/moderation/reports?status=open' }),
  },
  {
    route: 'POST /api/moderation/reports/{id}/actions',
    variant: "dismiss the reporter's report",
    call: (w) => ({
      path: `/api/moderation/reports/${w.report.id}/actions`,
      body: { action: 'dismiss', note: 'Looks fine' },
    }),
  },
  {
    route: 'GET /api/moderation/audit',
    call: () => ({ path: '/api/moderation/audit' }),
  },
];

function unsubscribeQuery(userId: number) {
  const token = unsubscribeToken(deriveUnsubscribeKey(TEST_JWT_SECRET), userId, 'match');
  return new URLSearchParams({ user: String(userId), kind: 'match', token });
}
