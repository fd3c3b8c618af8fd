/**
 * The names reports and the moderation desk use (docs/product.md §14.2–14.3), with no imports:
 * the request schemas (common/schemas) and the database's columns (server/db/schema) read the
 * same lists.
 */

/**
 * What a member may report (docs/product.md §14.2); thanks are shown on a profile (§7.17), swap
 * days on their page (§7.19).
 */
export const REPORT_TARGETS = ['listing', 'user', 'message', 'thanks', 'event'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The reasons a member picks from, in the order the form lists them. */
export const REPORT_REASONS = [
  'spam',
  'scam',
  'offensive',
  'unsafe',
  'prohibited',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a moderator may do, as the audit log names it (docs/product.md §14.3). */
export const MODERATION_ACTIONS = [
  'dismiss',
  'remove_listing',
  'restore_listing',
  'suspend_member',
  'unsuspend_member',
  'remove_thanks',
  'restore_thanks',
  'remove_event',
  'restore_event',
] as const;
export type ModerationActionName = (typeof MODERATION_ACTIONS)[number];
