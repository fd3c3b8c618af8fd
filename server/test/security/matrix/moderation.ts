import type { MatrixRow } from './row';

/** Reports and the moderation desk. */
export const MODERATION: MatrixRow[] = [
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
  // A thank-you shows on the owner's public profile, to everyone, blocked members too (§14.1);
  // its author may not report it.
  {
    route: 'POST /api/reports',
    variant: "the friend's thanks to the owner",
    call: (w) => ({
      path: '/api/reports',
      body: { target_type: 'thanks', target_id: w.thanks.id, reason: 'offensive' },
    }),
    outcome: { friend: 422 },
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
  // A moderator does not act on a report they filed (docs/product.md §14.3): 403 to them.
  {
    route: 'POST /api/moderation/reports/{id}/actions',
    variant: "dismiss the moderator's own report",
    call: (w) => ({
      path: `/api/moderation/reports/${w.moderatorReport.id}/actions`,
      body: { action: 'dismiss' },
    }),
    outcome: { moderator: 403 },
  },
  {
    route: 'GET /api/moderation/audit',
    call: () => ({ path: '/api/moderation/audit' }),
  },
];
