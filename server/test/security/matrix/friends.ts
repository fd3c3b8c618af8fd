import type { MatrixRow } from './row';

/** Other members: finding them, friends, and blocks. */
export const FRIENDS: MatrixRow[] = [
  // Members: the search and a public profile.
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
];
