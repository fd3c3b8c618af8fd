import type { MatrixRow } from './row';

/** Messages: a thread is always between the caller and {otherId}. */
export const MESSAGES: MatrixRow[] = [
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
];
