import type { ReportStatus } from '@common/schemas/moderation';
import type { ReportTarget } from '@common/schemas/safety';
import type { Db } from '@server/db/client';
import { type ReportRow, reports, users } from '@server/db/schema';
import { and, asc, count, desc, eq, gt, lt, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type MemberRecord, memberColumns } from './queries';

/** What reports name: a listing, a member or a message. */
export interface Thing {
  type: ReportTarget;
  id: number;
}

export interface FiledReport {
  report: ReportRow;
  reporter: MemberRecord;
}

/** A reported thing as the desk lists it (docs/product.md §14.3). */
export interface ReportedThingRecord {
  thing: Thing;
  /** Its reports the desk shows, in the desk's order. */
  reports: FiledReport[];
  /** Reports by anyone, open or closed, naming it. */
  onTarget: number;
}

/** Which of a thing's reports the desk shows: a tab's, or every one (an action's answer). */
export type Shown = ReportStatus | 'all';

const named = (thing: Thing) =>
  and(eq(reports.targetType, thing.type), eq(reports.targetId, thing.id));

/**
 * A page of the things with reports of `status`, one row more than asked so the caller knows
 * whether a next page exists. A thing stands where its first report of the tab stands, the
 * reports' order being the desk's (open: oldest first, the thing waiting longest on top;
 * closed: newest first), and that report's id is the thing's cursor: a thing is never split
 * across pages, and reports_status_idx can be walked in order, each report checked for an
 * earlier one of its thing through reports_target_idx, so a page reads about as many rows as it
 * shows rather than every report of the tab.
 */
export async function thingsPage(
  db: Db,
  page: { status: ReportStatus; limit: number; cursor?: number | undefined },
): Promise<{ thing: Thing; cursor: number }[]> {
  const open = page.status === 'open';
  const other = alias(reports, 'other');
  const earlier = db
    .select({ one: sql`1` })
    .from(other)
    .where(
      and(
        eq(other.targetType, reports.targetType),
        eq(other.targetId, reports.targetId),
        eq(other.status, page.status),
        open ? lt(other.id, reports.id) : gt(other.id, reports.id),
      ),
    );
  const after =
    page.cursor === undefined
      ? undefined
      : open
        ? gt(reports.id, page.cursor)
        : lt(reports.id, page.cursor);
  const rows = await db
    .select({ cursor: reports.id, type: reports.targetType, id: reports.targetId })
    .from(reports)
    .where(and(eq(reports.status, page.status), after, notExists(earlier)))
    .orderBy(open ? asc(reports.id) : desc(reports.id))
    .limit(page.limit + 1);
  return rows.map(({ cursor, type, id }) => ({ thing: { type, id }, cursor }));
}

/**
 * Each thing with its reports the desk shows (open ones oldest first, closed ones or all newest
 * first), their reporters, and how many reports name it at all. A thing whose reports changed
 * status in between has none left to show and is left out.
 */
export async function reportsOn(
  db: Db,
  things: readonly Thing[],
  shown: Shown,
): Promise<ReportedThingRecord[]> {
  if (things.length === 0) return [];
  const anyOf = or(...things.map(named));
  const [filed, counts] = await Promise.all([
    db
      .select({ report: reports, reporter: memberColumns })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reporterId))
      .where(and(anyOf, shown === 'all' ? undefined : eq(reports.status, shown)))
      .orderBy(shown === 'open' ? asc(reports.id) : desc(reports.id)),
    db
      .select({ type: reports.targetType, id: reports.targetId, n: count() })
      .from(reports)
      .where(anyOf)
      .groupBy(reports.targetType, reports.targetId),
  ]);
  const same = (thing: Thing) => (row: { type: ReportTarget; id: number }) =>
    row.type === thing.type && row.id === thing.id;
  return things
    .map((thing) => ({
      thing,
      reports: filed.filter(({ report }) =>
        same(thing)({ type: report.targetType, id: report.targetId }),
      ),
      onTarget: counts.find(same(thing))?.n ?? 0,
    }))
    .filter((record) => record.reports.length > 0);
}
