import {
  auditLogSchema,
  auditQuery,
  moderationActionResultSchema,
  moderationActionSchema,
  moderationReportsQuery,
  moderationReportsSchema,
  reportIdParams,
} from '@common/schemas/moderation';
import { defineContracts, says } from './contract';

/**
 * The refusals in English, as tests read them; the server says them in the caller's language.
 * @internal
 */
export const REPORT_NOT_FOUND = 'Report not found';
/** @internal */
export const LISTING_ACTIONS_ONLY = 'Only a reported listing can be removed or restored';
/**
 * A moderator does not act on a report they filed (docs/product.md §14.3); the desk says it too.
 * @internal
 */
export const OWN_REPORT = 'You can’t act on a report you filed: another moderator will look at it';
// Every desk route is 404 to anyone but a moderator, guests included (docs/decisions.md "Moderation").
const HIDDEN = 'Not a moderator (the desk is not told to exist)';

/** docs/product.md §14.3, under /moderation: moderators only. */
export const moderationContracts = defineContracts('moderation', {
  reports: {
    method: 'GET',
    path: '/moderation/reports',
    summary:
      'Reported things, one entry each with its open reports (waiting longest first) or closed ones (newest first)',
    query: moderationReportsQuery,
    response: moderationReportsSchema,
    errors: { 404: HIDDEN },
  },
  act: {
    method: 'POST',
    path: '/moderation/reports/:id/actions',
    summary:
      'Act on a reported thing through one of its reports (dismiss, remove or restore the listing or the thank-you, suspend or unsuspend the member): its open reports close together',
    params: reportIdParams,
    body: moderationActionSchema,
    response: moderationActionResultSchema,
    errors: {
      403: says('errors.moderation.ownReport'),
      404: `${REPORT_NOT_FOUND}, or ${HIDDEN.toLowerCase()}`,
      422: 'An action that does not fit the thing: a listing action on anything but a listing, a thank-you action on anything but a thank-you, or on oneself',
    },
  },
  audit: {
    method: 'GET',
    path: '/moderation/audit',
    summary: 'The audit log of moderator actions, newest first',
    query: auditQuery,
    response: auditLogSchema,
    errors: { 404: HIDDEN },
  },
});
