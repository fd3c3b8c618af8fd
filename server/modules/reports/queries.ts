import { REPORTS_PER_DAY, REPORTS_TO_HOLD, type ReportInput } from '@common/schemas/safety';
import { DAY_MS } from '@common/time';
import type { Db } from '@server/db/client';
import { listings, moderationActions, type ReportRow, reports, users } from '@server/db/schema';
import { memberNotSuspended } from '@server/policies/members';
import { and, count, eq, exists, gt, inArray, isNotNull, isNull, lte, not, sql } from 'drizzle-orm';

/**
 * How old a member's account must be before their reports count toward hiding a listing.
 * @internal
 */
export const REPORTER_MIN_AGE_DAYS = 7;
/** The moderator actions that judge a listing fine: after them, only a moderator hides it. */
const JUDGED_FINE = ['dismiss', 'restore_listing'] as const;

/**
 * Stores a member's report, or updates (and reopens) their earlier report of the same target
 * (docs/product.md §14.2). A new report counts against the daily allowance; an update does
 * not. Undefined when the allowance is spent: nothing is stored then.
 */
export async function saveReport(
  db: Db,
  reporterId: number,
  input: ReportInput,
  now = new Date(),
): Promise<ReportRow | undefined> {
  return db.transaction(async (tx) => {
    // One report at a time per member, so two at once cannot both take the last of the
    // allowance: the lock is on the reporter's own row and ends with the transaction.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${reporterId} for update`);
    const target = and(
      eq(reports.reporterId, reporterId),
      eq(reports.targetType, input.target_type),
      eq(reports.targetId, input.target_id),
    );
    const [existing] = await tx.select({ id: reports.id }).from(reports).where(target);
    if (!existing) {
      const [recent] = await tx
        .select({ n: count() })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporterId),
            gt(reports.createdAt, new Date(now.getTime() - DAY_MS)),
          ),
        );
      if ((recent?.n ?? 0) >= REPORTS_PER_DAY) return undefined;
    }
    const [row] = await tx
      .insert(reports)
      .values({
        reporterId,
        targetType: input.target_type,
        targetId: input.target_id,
        reason: input.reason,
        details: input.details || null,
      })
      .onConflictDoUpdate({
        target: [reports.reporterId, reports.targetType, reports.targetId],
        set: {
          reason: input.reason,
          details: input.details || null,
          status: 'open',
          closedAt: null,
          updatedAt: now,
        },
      })
      .returning();
    return row;
  });
}

/**
 * Holds a listing once REPORTS_TO_HOLD members who count open reports of it (one report per
 * member and target, so rows are members), unless a moderator has already judged it
 * (docs/product.md §14.2). Only a member with a confirmed address and an account at least
 * REPORTER_MIN_AGE_DAYS old at `now`, and not suspended, counts: new throwaway accounts cost nothing to make, so
 * theirs reach the desk only (docs/decisions.md "Moderation"). A removed listing stays removed.
 * True when this call held it.
 */
export async function holdIfReported(db: Db, listingId: number, now: Date): Promise<boolean> {
  const oldEnough = new Date(now.getTime() - REPORTER_MIN_AGE_DAYS * DAY_MS);
  const counted = db
    .select({ n: count() })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(
      and(
        eq(reports.targetType, 'listing'),
        eq(reports.targetId, listingId),
        eq(reports.status, 'open'),
        isNotNull(users.emailConfirmedAt),
        lte(users.createdAt, oldEnough),
        // A member a moderator suspended since no longer speaks for the community.
        memberNotSuspended(),
      ),
    );
  // moderation_actions_target_idx finds a target's judgements.
  const judged = db
    .select({ one: sql`1` })
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.targetType, 'listing'),
        eq(moderationActions.targetId, listingId),
        inArray(moderationActions.action, [...JUDGED_FINE]),
      ),
    );
  const held = await db
    .update(listings)
    .set({ moderation: 'held' })
    .where(
      and(
        eq(listings.id, listingId),
        isNull(listings.moderation),
        sql`(${counted}) >= ${REPORTS_TO_HOLD}`,
        not(exists(judged)),
      ),
    )
    .returning({ id: listings.id });
  return held.length > 0;
}
