import type { ModerationActionName } from '@common/schemas/moderation';
import type { ReportTarget } from '@common/schemas/safety';
import type { Db } from '@server/db/client';
import {
  listings,
  messages,
  moderationActions,
  type ReportRow,
  reports,
  users,
} from '@server/db/schema';
import { selectListings } from '@server/modules/listings';
import { type MessageRecord, messageRecordColumns } from '@server/modules/messages';
import { and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';

/** How many of a reported member's listings the desk shows, newest first. */
const MEMBER_LISTINGS_SHOWN = 20;
/** How many messages the desk shows on each side of a reported one. */
const MESSAGES_AROUND = 5;

/** A member as the desk shows them. */
export const memberColumns = {
  id: users.id,
  username: users.username,
  profilePicture: users.profilePicture,
  suspendedAt: users.suspendedAt,
  deletedAt: users.deletedAt,
};
export type MemberRecord = {
  id: number;
  username: string;
  profilePicture: string | null;
  suspendedAt: Date | null;
  deletedAt: Date | null;
};

/** A report by its id, whatever its status. */
export async function findReport(db: Db, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}

/** A listing as it is now, moderated or not, whoever may see it. */
export async function findAnyListing(db: Db, id: number) {
  const [row] = await selectListings(db).where(eq(listings.id, id));
  return row;
}

export function listingsOf(db: Db, ownerId: number) {
  return selectListings(db)
    .where(eq(listings.ownerId, ownerId))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(MEMBER_LISTINGS_SHOWN);
}

export async function findMember(db: Db, id: number): Promise<MemberRecord | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The messages of the same conversation just before and just after `message`, oldest first. */
export async function messagesAround(db: Db, message: MessageRecord): Promise<MessageRecord[]> {
  const a = message.sender_id;
  const b = message.receiver_id;
  // A conversation is known by its two members; with one of them gone it cannot be told.
  if (a === null || b === null) return [];
  const pair = or(
    and(eq(messages.senderId, a), eq(messages.receiverId, b)),
    and(eq(messages.senderId, b), eq(messages.receiverId, a)),
  );
  const side = (where: SQL, order: SQL) =>
    db
      .select(messageRecordColumns)
      .from(messages)
      .where(and(pair, where))
      .orderBy(order)
      .limit(MESSAGES_AROUND);
  const [before, after] = await Promise.all([
    side(lt(messages.id, message.id), desc(messages.id)),
    side(gt(messages.id, message.id), asc(messages.id)),
  ]);
  return [...before.reverse(), ...after];
}

export interface ActionRecord {
  moderatorId: number;
  action: ModerationActionName;
  targetType: ReportTarget;
  targetId: number;
  reportId: number;
  note: string | null;
}

/**
 * Closes every open report on the targets and writes the audit line, in the caller's
 * transaction: an action is never done without being logged, nor logged without being done.
 */
export async function closeAndLog(
  db: Db,
  targets: { type: ReportTarget; id: number }[],
  action: ActionRecord,
  now: Date,
) {
  for (const target of targets) {
    await db
      .update(reports)
      .set({ status: 'closed', closedAt: now, updatedAt: now })
      .where(
        and(
          eq(reports.targetType, target.type),
          eq(reports.targetId, target.id),
          eq(reports.status, 'open'),
        ),
      );
  }
  await db.insert(moderationActions).values({ ...action, createdAt: now });
}

/** The audit log, newest first, with each moderator's card. */
export function auditPage(db: Db, page: { limit: number; cursor?: number | undefined }) {
  return db
    .select({ entry: moderationActions, moderator: memberColumns })
    .from(moderationActions)
    .innerJoin(users, eq(users.id, moderationActions.moderatorId))
    .where(page.cursor === undefined ? undefined : lt(moderationActions.id, page.cursor))
    .orderBy(desc(moderationActions.id))
    .limit(page.limit + 1);
}
