import { REPORTS_PER_DAY, reportReceiptSchema, reportSchema } from '@common/schemas/safety';
import { defineContracts, says } from './contract';

/**
 * The refusals in English, as tests read them; the server says them in the caller's language.
 * @internal
 */
export const NOTHING_TO_REPORT = 'Nothing to report here (or not something you can see)';
/** @internal */
export const REPORTS_SPENT = `You can send ${REPORTS_PER_DAY} reports a day: please try again tomorrow`;

/** docs/product.md §14.2. */
export const reportContracts = defineContracts('safety', {
  create: {
    method: 'POST',
    path: '/reports',
    summary: 'Report a listing, a member, a message or a thank-you to the moderators',
    body: reportSchema,
    response: reportReceiptSchema,
    status: 201,
    errors: {
      404: says('errors.reports.nothingToReport'),
      422: 'Your own listing, message, thanks or self',
      429: says('errors.reports.dailyLimit', { count: REPORTS_PER_DAY }),
    },
  },
});
