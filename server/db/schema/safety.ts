import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Relative, not an alias: drizzle-kit reads this file without the app's path aliases.
import {
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_TARGETS,
} from '../../../common/moderation-codes';
import { users } from './users';

/**
 * One row per member who blocks another (docs/product.md §14.1). Either direction hides each
 * from the other, so lookups go both ways: by blocker (the key) and by blocked.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * A member's report of a listing, a member, a message or a thank-you (docs/product.md §14.2): one per
 * reporter and target, a second report updating the first. `target_id` names a row of the
 * table `target_type` says; it has no foreign key, so a report outlives what it names.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_key').on(t.reporterId, t.targetType, t.targetId),
    index('reports_target_idx').on(t.targetType, t.targetId, t.status),
    // The queue: open reports oldest first, closed ones newest first.
    index('reports_status_idx').on(t.status, t.id),
    // The daily allowance counts a member's reports of the last 24 hours.
    index('reports_reporter_recent_idx').on(t.reporterId, t.createdAt),
  ],
);

export type ReportRow = typeof reports.$inferSelect;

/**
 * The audit log: every moderator action, written once. Migration 0017 adds a trigger that
 * refuses UPDATE and DELETE, so not even the app can change what was done.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    moderatorId: integer('moderator_id')
      .notNull()
      .references(() => users.id),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: integer('target_id').notNull(),
    /** The report acted on. No foreign key: a key's ON DELETE would have to edit the log. */
    reportId: integer('report_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_created_idx').on(t.createdAt, t.id),
    // Whether a moderator has already judged a target (a dismissed or restored one is never
    // hidden automatically again).
    index('moderation_actions_target_idx').on(t.targetType, t.targetId),
  ],
);
