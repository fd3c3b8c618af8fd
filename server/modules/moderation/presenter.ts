import type { AuditEntry, ModerationReport, ReportTargetView } from '@common/schemas/moderation';
import type { Listing } from '@common/types';
import type { AppContext } from '@server/context';
import type { moderationActions } from '@server/db/schema';
import { presentListing } from '@server/modules/listings/presenter';
import type { ListingWithOwner } from '@server/modules/listings/visible-listing';
import { presentMessage } from '@server/modules/messages/presenter';
import { signPhotoPath } from '@server/modules/photos/signing';
import {
  findAnyListing,
  findMember,
  findMessage,
  listingsOf,
  type MemberRecord,
  messagesAround,
  type QueuedReport,
} from './queries';

export function presentMember(row: MemberRecord) {
  return {
    id: row.id,
    username: row.username,
    profile_picture: row.profilePicture,
    is_suspended: row.suspendedAt !== null,
    is_deleted: row.deletedAt !== null,
  };
}

const card = (row: MemberRecord) => ({
  id: row.id,
  username: row.username,
  profile_picture: row.profilePicture,
});

/**
 * A listing for the desk. Its photo is always signed for the moderator: a held, removed or
 * private listing's photo, or a suspended member's, is no public file, and the photo route
 * lets a moderator see the photos of reported listings and members (photos/queries.ts).
 */
function deskListing(ctx: AppContext, row: ListingWithOwner, moderatorId: number): Listing {
  const listing = presentListing(row, moderatorId, ctx.config.photoKey);
  const path = row.listing.featuredImage;
  return {
    ...listing,
    featured_image: path && signPhotoPath(ctx.config.photoKey, path, moderatorId),
  };
}

async function memberOrNull(ctx: AppContext, id: number | null) {
  if (id === null) return null;
  const row = await findMember(ctx.db, id);
  return row ? presentMember(row) : null;
}

/** What was reported, as it is now (docs/product.md §14.3). */
async function presentTarget(
  ctx: AppContext,
  report: QueuedReport['report'],
  moderatorId: number,
): Promise<ReportTargetView> {
  if (report.targetType === 'listing') {
    const row = await findAnyListing(ctx.db, report.targetId);
    return {
      type: 'listing',
      listing: row ? deskListing(ctx, row, moderatorId) : null,
      owner: row ? await memberOrNull(ctx, row.listing.ownerId) : null,
    };
  }
  if (report.targetType === 'user') {
    const [member, rows] = await Promise.all([
      findMember(ctx.db, report.targetId),
      listingsOf(ctx.db, report.targetId),
    ]);
    if (!member) throw new Error(`report ${report.id} names no member`);
    return {
      type: 'user',
      member: presentMember(member),
      listings: rows.map((row) => deskListing(ctx, row, moderatorId)),
    };
  }
  const message = await findMessage(ctx.db, report.targetId);
  if (!message)
    return { type: 'message', message: null, context: [], sender: null, receiver: null };
  const [context, sender, receiver] = await Promise.all([
    messagesAround(ctx.db, message),
    memberOrNull(ctx, message.sender_id),
    memberOrNull(ctx, message.receiver_id),
  ]);
  return {
    type: 'message',
    message: presentMessage(message),
    context: context.map(presentMessage),
    sender,
    receiver,
  };
}

export async function presentReport(
  ctx: AppContext,
  row: QueuedReport,
  moderatorId: number,
): Promise<ModerationReport> {
  const { report } = row;
  return {
    id: report.id,
    status: report.status,
    target_type: report.targetType,
    target_id: report.targetId,
    reason: report.reason,
    details: report.details,
    created_at: report.createdAt.toISOString(),
    closed_at: report.closedAt?.toISOString() ?? null,
    reporter: card(row.reporter),
    reports_on_target: row.onTarget,
    target: await presentTarget(ctx, report, moderatorId),
  };
}

export function presentAuditEntry(row: {
  entry: typeof moderationActions.$inferSelect;
  moderator: MemberRecord;
}): AuditEntry {
  const { entry } = row;
  return {
    id: entry.id,
    moderator: card(row.moderator),
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    report_id: entry.reportId,
    note: entry.note,
    created_at: entry.createdAt.toISOString(),
  };
}
