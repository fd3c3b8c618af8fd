import {
  auditLogSchema,
  auditQuery,
  moderationActionResultSchema,
  moderationActionSchema,
  moderationReportsQuery,
  moderationReportsSchema,
  reportIdParams,
} from '@common/schemas/moderation';
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';
import { act, auditLog, LISTING_ACTIONS_ONLY, listReports, REPORT_NOT_FOUND } from './service';

const tag = 'moderation';
// Every desk route is 404 to anyone but a moderator, guests included (docs/decisions.md "Moderation").
const HIDDEN = 'Not a moderator (the desk is not told to exist)';

/** docs/product.md §14.3, under /moderation: moderators only. */
export function moderationRoutes(ctx: AppContext) {
  return [
    defineRoute(
      {
        method: 'GET',
        path: '/moderation/reports',
        tag,
        access: 'moderator',
        summary:
          'Reports: the open queue (oldest first) or closed ones (newest first), each with its target',
        query: moderationReportsQuery,
        response: moderationReportsSchema,
        errors: { 404: HIDDEN },
      },
      async ({ input: { query }, user, res }) => {
        res.set('Cache-Control', 'private, no-store');
        const { items, nextCursor } = await listReports(ctx, query, user.id);
        if (nextCursor) res.set('X-Next-Cursor', nextCursor);
        return items;
      },
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/moderation/reports/:id/actions',
        tag,
        access: 'moderator',
        summary:
          'Act on a report: dismiss, remove or restore the listing, suspend or unsuspend the member',
        params: reportIdParams,
        body: moderationActionSchema,
        response: moderationActionResultSchema,
        errors: {
          404: `${REPORT_NOT_FOUND}, or ${HIDDEN.toLowerCase()}`,
          422: LISTING_ACTIONS_ONLY,
        },
      },
      ({ input: { params, body }, user }) => act(ctx, user.id, params.id, body),
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/moderation/audit',
        tag,
        access: 'moderator',
        summary: 'The audit log of moderator actions, newest first',
        query: auditQuery,
        response: auditLogSchema,
        errors: { 404: HIDDEN },
      },
      async ({ input: { query }, res }) => {
        res.set('Cache-Control', 'private, no-store');
        const { items, nextCursor } = await auditLog(ctx, query);
        if (nextCursor) res.set('X-Next-Cursor', nextCursor);
        return items;
      },
    ),
  ];
}
