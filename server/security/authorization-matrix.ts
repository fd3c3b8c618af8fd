import { TINY_PNG } from '../modules/map/fake-upstream';
import { TEST_PASSWORD } from '../test/factories';
import type { World } from './world';

/** What one cell sends; the acting member's bearer token is added by the test. */
export interface Call {
  path: string;
  body?: object;
  /** application/x-www-form-urlencoded (the login form). */
  form?: Record<string, string>;
  /** multipart/form-data with one image. */
  upload?: { field: string; fields?: Record<string, string> };
}

/** [guest, stranger, friend, owner]: the status each of them gets. */
type Statuses = [number, number, number, number];

export interface MatrixRow {
  /** "METHOD /api/path/{param}", as listRoutes() names it. */
  route: string;
  /** Which variant of the route, when a route has several rows. */
  variant?: string;
  /** The owner needs a stored avatar. */
  avatar?: boolean;
  call: (w: World, n: number) => Call;
  expect: Statuses;
}

export const image = TINY_PNG;

/** The same answer for everyone. */
const everyone = (status: number): Statuses => [status, status, status, status];
/** Members only: 401 for a guest. */
const members = (status: number): Statuses => [401, status, status, status];

/**
 * docs/product.md §1.2's rules, route by route: guests read public things; a private listing is 404 to
 * a stranger and visible to a friend; a change by a non-owner is 403 when they can see the
 * thing and 404 when they cannot; only the recipient answers a friend request. "owner" is the
 * member whose things they are (for routes about oneself, simply a signed-in member acting on
 * their own account).
 */
export const MATRIX: MatrixRow[] = [
  // Operations and the home page.
  { route: 'GET /api/health', call: () => ({ path: '/api/health' }), expect: everyone(200) },
  { route: 'GET /api/ready', call: () => ({ path: '/api/ready' }), expect: everyone(200) },
  { route: 'GET /api/metrics', call: () => ({ path: '/api/metrics' }), expect: everyone(200) },
  { route: 'GET /api/site', call: () => ({ path: '/api/site' }), expect: everyone(200) },
  {
    route: 'GET /api/openapi.json',
    call: () => ({ path: '/api/openapi.json' }),
    expect: everyone(200),
  },
  { route: 'GET /api/docs', call: () => ({ path: '/api/docs' }), expect: everyone(200) },

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
    expect: everyone(201),
  },
  {
    route: 'POST /api/auth/login',
    call: (w) => ({
      path: '/api/auth/login',
      form: { username: w.owner.email, password: TEST_PASSWORD },
    }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/logout',
    call: () => ({ path: '/api/auth/logout' }),
    expect: members(204),
  },
  {
    route: 'POST /api/auth/request-password-reset',
    call: (w) => ({ path: '/api/auth/request-password-reset', body: { email: w.owner.email } }),
    expect: everyone(200),
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
    expect: everyone(400),
  },
  {
    route: 'GET /api/auth/profile',
    call: () => ({ path: '/api/auth/profile' }),
    expect: members(200),
  },
  {
    route: 'PUT /api/auth/profile',
    call: () => ({ path: '/api/auth/profile', body: { first_name: 'Changed' } }),
    expect: members(200),
  },
  {
    route: 'DELETE /api/auth/profile',
    call: () => ({ path: '/api/auth/profile', body: { password: TEST_PASSWORD } }),
    expect: members(204),
  },
  {
    route: 'POST /api/auth/email/confirm',
    call: () => ({ path: '/api/auth/email/confirm', body: { token: 'x'.repeat(43) } }),
    expect: everyone(400),
  },
  {
    route: 'GET /api/auth/users/me/avatar',
    variant: 'only the owner has a picture',
    avatar: true,
    call: () => ({ path: '/api/auth/users/me/avatar' }),
    expect: [401, 404, 404, 200],
  },
  {
    route: 'POST /api/auth/upload-profile-image',
    call: () => ({ path: '/api/auth/upload-profile-image', upload: { field: 'file' } }),
    expect: members(200),
  },
  {
    route: 'GET /api/auth/users',
    call: () => ({ path: '/api/auth/users?q=gard' }),
    expect: members(200),
  },
  {
    route: 'GET /api/auth/users/{id}/public',
    call: (w) => ({ path: `/api/auth/users/${w.owner.id}/public` }),
    expect: everyone(200),
  },

  // Friends.
  {
    route: 'GET /api/auth/friends',
    call: () => ({ path: '/api/auth/friends' }),
    expect: members(200),
  },
  {
    route: 'GET /api/auth/friends/requests',
    call: () => ({ path: '/api/auth/friends/requests' }),
    expect: members(200),
  },
  {
    route: 'GET /api/auth/friends/status/{id}',
    call: (w) => ({ path: `/api/auth/friends/status/${w.owner.id}` }),
    expect: members(200),
  },
  {
    route: 'POST /api/auth/friends/request',
    variant: 'to the owner: new, already friends, oneself',
    call: (w) => ({ path: '/api/auth/friends/request', body: { friend_id: w.owner.id } }),
    expect: [401, 201, 409, 400],
  },
  {
    route: 'POST /api/auth/friends/respond',
    variant: 'a request to the owner',
    call: (w) => ({
      path: '/api/auth/friends/respond',
      body: { request_id: w.request.id, accept: true },
    }),
    expect: [401, 404, 404, 200],
  },
  {
    route: 'GET /api/auth/friends/invite/preview',
    call: () => ({ path: '/api/auth/friends/invite/preview' }),
    expect: members(200),
  },
  {
    route: 'POST /api/auth/friends/invite',
    call: (_w, n) => ({
      path: '/api/auth/friends/invite',
      body: { email: `invitee${n}@example.com` },
    }),
    expect: members(202),
  },
  {
    route: 'DELETE /api/auth/friends/{id}',
    variant: "the owner's friend",
    call: (w) => ({ path: `/api/auth/friends/${w.friend.id}` }),
    expect: [401, 404, 404, 204],
  },

  // Listings.
  { route: 'GET /api/listings', call: () => ({ path: '/api/listings' }), expect: everyone(200) },
  {
    route: 'GET /api/listings',
    variant: 'mine',
    call: () => ({ path: '/api/listings?mine=true' }),
    expect: members(200),
  },
  {
    route: 'POST /api/listings',
    call: () => ({ path: '/api/listings', body: { title: 'Sweet basil', type_id: 1, price: 2 } }),
    expect: members(201),
  },
  {
    route: 'GET /api/listings/{id}',
    variant: 'public',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}` }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/listings/{id}',
    variant: 'private',
    call: (w) => ({ path: `/api/listings/${w.privateListing.id}` }),
    expect: [404, 404, 200, 200],
  },
  {
    route: 'PATCH /api/listings/{id}',
    variant: 'public',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}`, body: { title: 'Renamed' } }),
    expect: [401, 403, 403, 200],
  },
  {
    route: 'PATCH /api/listings/{id}',
    variant: 'private',
    call: (w) => ({ path: `/api/listings/${w.privateListing.id}`, body: { title: 'Renamed' } }),
    expect: [401, 404, 403, 200],
  },
  {
    route: 'PATCH /api/listings/{id}/visibility',
    variant: 'public',
    call: (w) => ({
      path: `/api/listings/${w.publicListing.id}/visibility`,
      body: { is_public: false },
    }),
    expect: [401, 403, 403, 200],
  },
  {
    route: 'PATCH /api/listings/{id}/visibility',
    variant: 'private',
    call: (w) => ({
      path: `/api/listings/${w.privateListing.id}/visibility`,
      body: { is_public: true },
    }),
    expect: [401, 404, 403, 200],
  },
  {
    route: 'DELETE /api/listings/{id}',
    variant: 'public',
    call: (w) => ({ path: `/api/listings/${w.publicListing.id}` }),
    expect: [401, 403, 403, 204],
  },
  {
    route: 'DELETE /api/listings/{id}',
    variant: 'private',
    call: (w) => ({ path: `/api/listings/${w.privateListing.id}` }),
    expect: [401, 404, 403, 204],
  },

  // Wish lists: readable by everyone (the seller page's Want tab), changed by the owner only.
  {
    route: 'GET /api/listings/want-listings',
    variant: "the owner's",
    call: (w) => ({ path: `/api/listings/want-listings?user_id=${w.owner.id}` }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/listings/want-listings',
    call: () => ({
      path: '/api/listings/want-listings',
      body: { title: 'Runner beans', category_id: 2 },
    }),
    expect: members(201),
  },
  {
    route: 'POST /api/listings/want-listings/batch',
    call: () => ({
      path: '/api/listings/want-listings/batch',
      body: { create: [{ title: 'Sunflower seeds', category_id: 2 }] },
    }),
    expect: members(200),
  },
  {
    route: 'POST /api/listings/want-listings/batch',
    variant: "someone else's want",
    call: (w) => ({
      path: '/api/listings/want-listings/batch',
      body: { update: [{ id: w.want.id, title: 'Stolen title' }], delete: [w.want.id] },
    }),
    expect: [401, 403, 403, 200],
  },
  {
    route: 'PATCH /api/listings/want-listings/{id}',
    call: (w) => ({
      path: `/api/listings/want-listings/${w.want.id}`,
      body: { title: 'Elephant garlic' },
    }),
    expect: [401, 403, 403, 200],
  },
  {
    route: 'DELETE /api/listings/want-listings/{id}',
    call: (w) => ({ path: `/api/listings/want-listings/${w.want.id}` }),
    expect: [401, 403, 403, 204],
  },

  // Messages: a thread is always between the caller and {otherId}.
  { route: 'GET /api/messages', call: () => ({ path: '/api/messages' }), expect: members(200) },
  {
    route: 'GET /api/messages/unread-count',
    call: () => ({ path: '/api/messages/unread-count' }),
    expect: members(200),
  },
  {
    route: 'POST /api/messages',
    variant: 'to the owner',
    call: (w) => ({ path: '/api/messages', body: { receiver_id: w.owner.id, content: 'Hello' } }),
    expect: [401, 201, 201, 400],
  },
  {
    route: 'GET /api/messages/{otherId}',
    variant: 'with the owner',
    call: (w) => ({ path: `/api/messages/${w.owner.id}` }),
    expect: [401, 200, 200, 400],
  },
  {
    route: 'POST /api/messages/{otherId}/mark-thread-read',
    variant: 'with the owner',
    call: (w) => ({ path: `/api/messages/${w.owner.id}/mark-thread-read` }),
    expect: [401, 200, 200, 400],
  },

  // Map.
  {
    route: 'POST /api/map/geocode',
    call: () => ({ path: '/api/map/geocode', body: { address: 'Salt Lake City, UT 84101' } }),
    expect: members(200),
  },
  {
    route: 'GET /api/map/listings/nearby',
    call: () => ({ path: '/api/map/listings/nearby?latitude=40.76&longitude=-111.89' }),
    expect: members(200),
  },
  {
    route: 'POST /api/map/user/location',
    call: () => ({ path: '/api/map/user/location?latitude=40.76&longitude=-111.89' }),
    expect: members(200),
  },
  {
    route: 'GET /api/map/user/geocode',
    call: () => ({ path: '/api/map/user/geocode' }),
    expect: members(200),
  },
  {
    route: 'GET /api/tiles/{provider}/{z}/{x}/{y}',
    call: () => ({ path: '/api/tiles/osm/3/2/1.png' }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/{provider}/js-api',
    variant: 'the street map has no script',
    call: () => ({ path: '/api/osm/js-api' }),
    expect: everyone(404),
  },

  // Notifications: one's own only.
  {
    route: 'GET /api/notifications',
    call: () => ({ path: '/api/notifications' }),
    expect: members(200),
  },
  {
    route: 'GET /api/notifications/unread-count',
    call: () => ({ path: '/api/notifications/unread-count' }),
    expect: members(200),
  },
  {
    route: 'GET /api/notifications/match-email/preview',
    call: () => ({ path: '/api/notifications/match-email/preview' }),
    expect: members(200),
  },
  {
    route: 'POST /api/notifications/read-all',
    call: () => ({ path: '/api/notifications/read-all' }),
    expect: members(204),
  },
  {
    route: 'POST /api/notifications/{id}/read',
    variant: "the owner's",
    call: (w) => ({ path: `/api/notifications/${w.notification.id}/read` }),
    expect: [401, 404, 404, 204],
  },
];
