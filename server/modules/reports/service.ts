import { REPORTS_PER_DAY, type ReportInput, type ReportReceipt } from '@common/schemas/safety';
import type { AppContext } from '@server/context';
import { HttpError, type LocalText, local, sayDetail, validationFailed } from '@server/lib/errors';
import { memberExists } from '@server/modules/auth';
import { findVisibleListing } from '@server/modules/listings';
import { findMessage } from '@server/modules/messages';
import { isOneself } from '@server/policies/members';
import { isMessageParty } from '@server/policies/messages';
import { mustSee } from '@server/policies/ownership';
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

/** The thing a report names as the reporter may see it, and the member who made it. */
interface Target {
  madeBy: number | null;
  /** Why the reporter may not report it when they made it. */
  own: LocalText;
}

/**
 * The target as the reporter may see it (docs/product.md §14.2), by the policy of each kind:
 * a listing visible to them, a member who has not left, a message they sent or received (the
 * messages policy), a thank-you a profile shows (§7.17), a swap day they may see (§7.19).
 */
async function seenTarget(
  ctx: AppContext,
  reporterId: number,
  input: ReportInput,
): Promise<Target | undefined> {
  const id = input.target_id;
  switch (input.target_type) {
    case 'listing': {
      const row = await findVisibleListing(ctx.db, id, reporterId);
      return row && { madeBy: row.listing.ownerId, own: REFUSALS.ownListing };
    }
    case 'user':
      return (await memberExists(ctx.db, id)) ? { madeBy: id, own: REFUSALS.yourself } : undefined;
    case 'thanks': {
      const thanks = await findShownThanks(ctx.db, id);
      return thanks && { madeBy: thanks.fromId, own: REFUSALS.ownThanks };
    }
    case 'event': {
      const event = await findReportableEvent(ctx.db, id, reporterId);
      return event && { madeBy: event.hostId, own: REFUSALS.ownEvent };
    }
    case 'message': {
      const message = await findMessage(ctx.db, id);
      return message && isMessageParty(message, reporterId)
        ? { madeBy: message.sender_id, own: REFUSALS.ownMessage }
        : undefined;
    }
  }
}

/**
 * Only what the reporter can see may be reported (seenTarget): anything else is 404, so a
 * report tells nobody that a hidden thing exists. What they made themselves is refused (422).
 */
async function assertReportable(ctx: AppContext, reporterId: number, input: ReportInput) {
  const target = mustSee(await seenTarget(ctx, reporterId, input), NOTHING_TO_REPORT);
  if (isOneself(reporterId, target.madeBy)) throw refuse(target.own);
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
