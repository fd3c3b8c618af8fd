import type {
  AuditEntry,
  ModerationActionInput,
  ModerationReportsQuery,
  ReportedThing,
} from '@common/schemas/moderation';
import type { ReportTarget } from '@common/schemas/safety';
import type { AppContext } from '@server/context';
import { listings, type ReportRow, users } from '@server/db/schema';
import { queueEmail } from '@server/deliveries/queue-email';
import { listingRemovedEmail } from '@server/emails/listing-removed';
import type { EmailPayloads } from '@server/jobs/email-payloads';
import { type LocalText, local, notFound, sayDetail, validationFailed } from '@server/lib/errors';
import type { MailMessage } from '@server/lib/mailer';
import { findMessage } from '@server/modules/messages';
import { hasLeft, isOneself, memberNotDeleted } from '@server/policies/members';
import { mustNotHaveFiled } from '@server/policies/moderation';
import { and, eq, sql } from 'drizzle-orm';
import { findEvent, setEventRemoved } from './event';
import { presentAuditEntry, presentThing } from './presenter';
import { auditPage, closeAndLog, findAnyListing, findMember, findReport } from './queries';
import { reportsOn, thingsPage } from './queue';
import { findThanks, setThanksRemoved } from './thanks';

const REPORT_NOT_FOUND = local('errors.moderation.reportNotFound');
const LISTING_GONE = local('errors.moderation.listingGone');
const MEMBER_GONE = local('errors.moderation.memberGone');
const YOURSELF = local('errors.moderation.notYourself');
/**
 * The refusal in English (the server says it in the moderator's language).
 * @internal
 */
export const NOT_YOURSELF = sayDetail(YOURSELF, 'en');

const refuse = (msg: LocalText) =>
  validationFailed([{ loc: ['body', 'action'], msg, type: 'custom' }]);

interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
}

/** The page asked for and the cursor of the next, from the one row more that was read. */
function paged<R>(rows: R[], limit: number, idOf: (row: R) => number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > limit && last ? String(idOf(last)) : undefined,
  };
}

/**
 * GET /moderation/reports (docs/product.md §14.3): one entry per reported thing, with its
 * reports of the tab inside. The cursor is the id of the last thing's first report of the tab
 * (queue.ts), so a page of things carries on where the previous one ended.
 */
export async function listReports(
  ctx: AppContext,
  query: ModerationReportsQuery,
  moderatorId: number,
): Promise<Page<ReportedThing>> {
  const rows = await thingsPage(ctx.db, query);
  const { page, nextCursor } = paged(rows, query.limit, (row) => row.cursor);
  const records = await reportsOn(
    ctx.db,
    page.map((row) => row.thing),
    query.status,
  );
  const items: ReportedThing[] = [];
  // One at a time: a page is at most PAGE_MAX things, and the desk is used by a few people.
  for (const record of records) items.push(await presentThing(ctx, record, moderatorId));
  return { items, nextCursor };
}

export async function auditLog(
  ctx: AppContext,
  query: { limit: number; cursor?: number | undefined },
): Promise<Page<AuditEntry>> {
  const rows = await auditPage(ctx.db, query);
  const { page, nextCursor } = paged(rows, query.limit, (row) => row.entry.id);
  return { items: page.map(presentAuditEntry), nextCursor };
}

/**
 * The member a member action is about: the reported member, a listing's owner, a message's
 * sender, a thank-you's author, a swap day's host.
 */
async function memberOf(ctx: AppContext, report: ReportRow): Promise<number> {
  let memberId: number | null | undefined;
  if (report.targetType === 'user') memberId = report.targetId;
  else if (report.targetType === 'listing') {
    memberId = (await findAnyListing(ctx.db, report.targetId))?.listing.ownerId;
    if (memberId === undefined) throw refuse(LISTING_GONE);
  } else if (report.targetType === 'thanks') {
    memberId = (await findThanks(ctx.db, report.targetId))?.fromId;
  } else if (report.targetType === 'event') {
    memberId = (await findEvent(ctx.db, report.targetId))?.hostId;
  } else memberId = (await findMessage(ctx.db, report.targetId))?.sender_id;
  const member = memberId == null ? undefined : await findMember(ctx.db, memberId);
  if (!member || hasLeft(member)) throw refuse(MEMBER_GONE);
  return member.id;
}

/** What an action changes, in the transaction that also closes the reports and logs it. */
interface Plan {
  /** The audit line's target: the member for member actions, the reported thing otherwise. */
  target: { type: ReportTarget; id: number };
  /** Whose open reports the action settles. */
  closes: { type: ReportTarget; id: number }[];
  apply(tx: AppContext['db'], now: Date): Promise<unknown>;
  /** After the commit: caches, sessions, e-mail. */
  after(): void;
}

async function plan(
  ctx: AppContext,
  moderatorId: number,
  report: ReportRow,
  action: ModerationActionInput['action'],
): Promise<Plan> {
  const reported = { type: report.targetType, id: report.targetId };
  const forgetPages = () => ctx.listingPages.forget();
  if (action === 'dismiss') {
    return {
      target: reported,
      closes: [reported],
      // Reports that held a listing are set aside with it: it is shown again (docs/product.md §14.3).
      apply: (tx) =>
        report.targetType === 'listing'
          ? tx
              .update(listings)
              .set({ moderation: null })
              .where(and(eq(listings.id, report.targetId), eq(listings.moderation, 'held')))
          : Promise.resolve(),
      after: forgetPages,
    };
  }
  if (action === 'remove_listing' || action === 'restore_listing') {
    if (report.targetType !== 'listing')
      throw refuse(local('errors.moderation.listingActionsOnly'));
    const found = await findAnyListing(ctx.db, report.targetId);
    if (!found) throw refuse(LISTING_GONE);
    const removing = action === 'remove_listing';
    const alreadyRemoved = found.listing.moderation === 'removed';
    return {
      target: reported,
      closes: [reported],
      apply: async (tx) => {
        await tx
          .update(listings)
          .set({ moderation: removing ? 'removed' : null })
          .where(eq(listings.id, report.targetId));
        // Its owner is told by e-mail, stored with the removal (docs/product.md §14.3).
        if (removing && !alreadyRemoved) {
          const { ownerId, id, title } = found.listing;
          await queueEmail(tx, 'listing_removed', { user_id: ownerId, listing_id: id, title });
        }
      },
      after: forgetPages,
    };
  }
  if (action === 'remove_thanks' || action === 'restore_thanks') {
    if (report.targetType !== 'thanks') throw refuse(local('errors.moderation.thanksActionsOnly'));
    if (!(await findThanks(ctx.db, report.targetId)))
      throw refuse(local('errors.moderation.thanksGone'));
    const removing = action === 'remove_thanks';
    // Logged like a listing's removal; its author is not e-mailed: a line on someone else's
    // profile, which its author has no list of (docs/product.md §14.3).
    return {
      target: reported,
      closes: [reported],
      apply: (tx, now) => setThanksRemoved(tx, report.targetId, removing, now),
      after: () => {},
    };
  }
  if (action === 'remove_event' || action === 'restore_event') {
    if (report.targetType !== 'event') throw refuse(local('errors.moderation.eventActionsOnly'));
    if (!(await findEvent(ctx.db, report.targetId)))
      throw refuse(local('errors.moderation.eventGone'));
    const removing = action === 'remove_event';
    // Logged like a thank-you's removal; the host sees it gone from their swap days (§7.19).
    return {
      target: reported,
      closes: [reported],
      apply: (tx, now) => setEventRemoved(tx, report.targetId, removing, now),
      after: () => {},
    };
  }
  const memberId = await memberOf(ctx, report);
  if (isOneself(moderatorId, memberId)) throw refuse(YOURSELF);
  const member = { type: 'user' as const, id: memberId };
  if (action === 'suspend_member') {
    return {
      target: member,
      closes: [reported, member],
      // A new token version voids every token the member holds, even one no cache has seen.
      apply: (tx, now) =>
        tx
          .update(users)
          .set({
            suspendedAt: sql`coalesce(${users.suspendedAt}, ${now.toISOString()}::timestamptz)`,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            updatedAt: now,
          })
          .where(eq(users.id, memberId)),
      after: () => {
        // Every instance drops the member's cached sessions and re-checks their open sockets,
        // which find the member suspended and close (docs/decisions.md "Moderation").
        ctx.sessions.forget({ userId: memberId });
        forgetPages();
      },
    };
  }
  return {
    target: member,
    closes: [reported, member],
    apply: (tx, now) =>
      tx.update(users).set({ suspendedAt: null, updatedAt: now }).where(eq(users.id, memberId)),
    after: forgetPages,
  };
}

/** The `listing_removed` e-mail, to the owner's address and name as they are when it is sent. */
export async function composeListingRemovedEmail(
  ctx: AppContext,
  { user_id, title }: EmailPayloads['listing_removed'],
): Promise<MailMessage | undefined> {
  const [owner] = await ctx.db
    .select({
      email: users.email,
      username: users.username,
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.id, user_id), memberNotDeleted()));
  if (!owner) return undefined;
  // In the owner's language, never the moderator's (docs/decisions.md "Languages").
  return listingRemovedEmail({
    to: owner.email,
    username: owner.username,
    locale: owner.locale,
    title,
    myListsLink: `${ctx.config.appUrl}/my-listings`,
  });
}

/**
 * POST /moderation/reports/{id}/actions (docs/product.md §14.3): an action on the reported thing,
 * taken through one of its reports, which must not be the moderator's own (403). It does the
 * action, closes the open reports it settles and writes the audit line, all in one transaction;
 * a closed report may be acted on again (a listing restored later), and that is logged too.
 * Answers the thing as it is now, with every report on it.
 */
export async function act(
  ctx: AppContext,
  moderatorId: number,
  reportId: number,
  input: ModerationActionInput,
): Promise<ReportedThing> {
  const report = await findReport(ctx.db, reportId);
  if (!report) throw notFound(REPORT_NOT_FOUND);
  mustNotHaveFiled(report, moderatorId);
  const steps = await plan(ctx, moderatorId, report, input.action);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await steps.apply(tx, now);
    await closeAndLog(
      tx,
      steps.closes,
      {
        moderatorId,
        action: input.action,
        targetType: steps.target.type,
        targetId: steps.target.id,
        reportId: report.id,
        note: input.note || null,
      },
      now,
    );
  });
  steps.after();
  const thing = { type: report.targetType, id: report.targetId };
  const [after] = await reportsOn(ctx.db, [thing], 'all');
  // Done, but every report on it went with its reporter's account in the meantime.
  if (!after) throw notFound(REPORT_NOT_FOUND);
  return presentThing(ctx, after, moderatorId);
}
