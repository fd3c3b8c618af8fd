import { REPORTS_PER_DAY, type ReportInput, type ReportReceipt } from '@common/schemas/safety';
import type { AppContext } from '@server/context';
import { messages, users } from '@server/db/schema';
import {
  HttpError,
  type LocalText,
  local,
  notFound,
  sayDetail,
  validationFailed,
} from '@server/lib/errors';
import { findVisibleListing } from '@server/modules/listings/visible-listing';
import { and, eq, isNull } from 'drizzle-orm';
import { findReportableEvent } from './event-target';
import { presentReceipt } from './presenter';
import { holdIfReported, saveReport } from './queries';
import { findShownThanks } from './thanks-target';

const REFUSALS = {
  ownListing: local('errors.reports.ownListing'),
  yourself: local('errors.reports.yourself'),
  ownMessage: local('errors.reports.ownMessage'),
  ownThanks: local('errors.reports.ownThanks'),
  ownEvent: local('errors.reports.ownEvent'),
} satisfies Record<string, LocalText>;
/**
 * The refusals in English (the server says them in the reporter's language).
 * @internal
 */
export const OWN_LISTING = sayDetail(REFUSALS.ownListing, 'en');
/** @internal */
export const YOURSELF = sayDetail(REFUSALS.yourself, 'en');
/** @internal */
export const OWN_MESSAGE = sayDetail(REFUSALS.ownMessage, 'en');
/** @internal */
export const OWN_THANKS = sayDetail(REFUSALS.ownThanks, 'en');
/** @internal */
export const OWN_EVENT = sayDetail(REFUSALS.ownEvent, 'en');
const NOTHING_TO_REPORT = local('errors.reports.nothingToReport');

const refuse = (msg: LocalText) =>
  validationFailed([{ loc: ['body', 'target_id'], msg, type: 'custom' }]);

/**
 * Only what the reporter can see may be reported (docs/product.md §14.2): a listing visible to
 * them, a member who has not left, a message they received, a thank-you a profile shows (§7.17),
 * a swap day they may see (§7.19).
 * Anything else is 404, so a report tells nobody that a hidden thing exists.
 */
async function assertReportable(ctx: AppContext, reporterId: number, input: ReportInput) {
  const id = input.target_id;
  if (input.target_type === 'listing') {
    const row = await findVisibleListing(ctx.db, id, reporterId);
    if (!row) throw notFound(NOTHING_TO_REPORT);
    if (row.listing.ownerId === reporterId) throw refuse(REFUSALS.ownListing);
  } else if (input.target_type === 'user') {
    const [member] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    if (!member) throw notFound(NOTHING_TO_REPORT);
    if (member.id === reporterId) throw refuse(REFUSALS.yourself);
  } else if (input.target_type === 'thanks') {
    const thanks = await findShownThanks(ctx.db, id);
    if (!thanks) throw notFound(NOTHING_TO_REPORT);
    if (thanks.fromId === reporterId) throw refuse(REFUSALS.ownThanks);
  } else if (input.target_type === 'event') {
    const event = await findReportableEvent(ctx.db, id, reporterId);
    if (!event) throw notFound(NOTHING_TO_REPORT);
    if (event.hostId === reporterId) throw refuse(REFUSALS.ownEvent);
  } else {
    const [message] = await ctx.db
      .select({ senderId: messages.senderId, receiverId: messages.receiverId })
      .from(messages)
      .where(eq(messages.id, id));
    if (!message || (message.senderId !== reporterId && message.receiverId !== reporterId)) {
      throw notFound(NOTHING_TO_REPORT);
    }
    if (message.senderId === reporterId) throw refuse(REFUSALS.ownMessage);
  }
}

/**
 * POST /reports: stores (or updates) the report, which goes to the moderation desk, and holds a
 * listing once enough trusted members report it (docs/product.md §14.2).
 */
export async function report(
  ctx: AppContext,
  reporterId: number,
  input: ReportInput,
): Promise<ReportReceipt> {
  await assertReportable(ctx, reporterId, input);
  const row = await saveReport(ctx.db, reporterId, input);
  if (!row)
    throw new HttpError(429, local('errors.reports.dailyLimit', { count: REPORTS_PER_DAY }));
  const held =
    input.target_type === 'listing' &&
    (await holdIfReported(ctx.db, input.target_id, ctx.clock.now()));
  if (held) {
    // The public pages may show it: they are shared by every guest (listings/public-pages.ts).
    ctx.listingPages.forget();
  }
  return presentReceipt(row);
}
