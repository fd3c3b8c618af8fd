import { forbidden, local } from '@server/lib/errors';

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
