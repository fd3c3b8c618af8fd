import { listings, reports, users } from '@server/db/schema';
import { forbidden, local } from '@server/lib/errors';
import { type SQL, sql } from 'drizzle-orm';
import { memberNotSuspended } from './members';

/**
 * Which reports a moderator may act on (docs/product.md §14.3): not one they filed themselves.
 * A moderator is a member too and may report what they meet, but judging their own report would
 * let one person both accuse and decide; another moderator acts on it. When other members
 * reported the same thing, the action is taken on one of their reports, and closes the
 * moderator's own with the rest (docs/decisions.md "Moderation").
 */
interface Filed {
  reporterId: number;
}

/** Refuses (403) an action on a report the moderator filed. */
export function mustNotHaveFiled(report: Filed, moderatorId: number): void {
  if (report.reporterId === moderatorId) throw forbidden(local('errors.moderation.ownReport'));
}

/**
 * The report of a thing an action is taken on, for this moderator: the first of `reports` they
 * did not file, or none when they filed them all.
 */
export function reportToActOn<T extends Filed>(reports: readonly T[], moderatorId: number) {
  return reports.find((report) => report.reporterId !== moderatorId);
}

/**
 * A moderator may see the photo of a listing under review, whatever its state: one reported
 * itself, or one of a reported member (docs/product.md §14.3, the desk shows both). A column
 * of a query over listings.
 */
export function reviewedBy(viewerId: number | undefined): SQL {
  if (viewerId === undefined) return sql`false`;
  return sql`(exists (select 1 from ${users} where ${users.id} = ${viewerId}
      and ${users.role} = 'moderator' and ${memberNotSuspended()})
    and (exists (select 1 from ${reports} where ${reports.targetType} = 'listing'
        and ${reports.targetId} = ${listings.id})
      or exists (select 1 from ${reports} where ${reports.targetType} = 'user'
        and ${reports.targetId} = ${listings.ownerId})))`;
}
