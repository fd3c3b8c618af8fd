import type {
  AuditEntry,
  DeskReport,
  ReportedThing,
  ReportTargetView,
} from '@common/schemas/moderation';
import type { Listing } from '@common/types';
import type { AppContext } from '@server/context';
import type { moderationActions } from '@server/db/schema';
import { type ListingWithOwner, presentListing } from '@server/modules/listings';
import { findMessage, presentMessage } from '@server/modules/messages';
import { signPhotoPath } from '@server/modules/photos';
import { hasLeft, isSuspended } from '@server/policies/members';
import { reportToActOn } from '@server/policies/moderation';
import { findEvent, presentDeskEvent } from './event';
import {
  findAnyListing,
  findMember,
  listingsOf,
  type MemberRecord,
  messagesAround,
} from './queries';
import type { FiledReport, ReportedThingRecord, Thing } from './queue';
import { findThanks, presentDeskThanks } from './thanks';

function presentMember(row: MemberRecord) {
  return {
    id: row.id,
    username: row.username,
    profile_picture: row.profilePicture,
    is_suspended: isSuspended(row),
    is_deleted: hasLeft(row),
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

/**
 * What was reported, as it is now (docs/product.md §14.3): a listing, member, message, thanks or
 * swap day.
 */
async function presentTarget(
  ctx: AppContext,
  thing: Thing,
  moderatorId: number,
): Promise<ReportTargetView> {
  if (thing.type === 'listing') {
    const row = await findAnyListing(ctx.db, thing.id);
    return {
      type: 'listing',
      listing: row ? deskListing(ctx, row, moderatorId) : null,
      owner: row ? await memberOrNull(ctx, row.listing.ownerId) : null,
    };
  }
  if (thing.type === 'user') {
    const [member, rows] = await Promise.all([
      findMember(ctx.db, thing.id),
      listingsOf(ctx.db, thing.id),
    ]);
    if (!member) throw new Error(`reports name member ${thing.id}, who is not there`);
    return {
      type: 'user',
      member: presentMember(member),
      listings: rows.map((row) => deskListing(ctx, row, moderatorId)),
    };
  }
  if (thing.type === 'thanks') {
    const row = await findThanks(ctx.db, thing.id);
    if (!row) return { type: 'thanks', thanks: null, from: null, to: null };
    const [from, to] = await Promise.all([
      memberOrNull(ctx, row.fromId),
      memberOrNull(ctx, row.toId),
    ]);
    return { type: 'thanks', thanks: presentDeskThanks(row), from, to };
  }
  if (thing.type === 'event') {
    const row = await findEvent(ctx.db, thing.id);
    if (!row) return { type: 'event', event: null, host: null };
    return {
      type: 'event',
      event: presentDeskEvent(row),
      host: await memberOrNull(ctx, row.hostId),
    };
  }
  const message = await findMessage(ctx.db, thing.id);
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

function presentDeskReport({ report, reporter }: FiledReport): DeskReport {
  return {
    id: report.id,
    status: report.status,
    reason: report.reason,
    details: report.details,
    created_at: report.createdAt.toISOString(),
    closed_at: report.closedAt?.toISOString() ?? null,
    reporter: card(reporter),
  };
}

/** A reported thing with its reports, for the moderator asking (docs/product.md §14.3). */
export async function presentThing(
  ctx: AppContext,
  record: ReportedThingRecord,
  moderatorId: number,
): Promise<ReportedThing> {
  const { thing } = record;
  const actOn = reportToActOn(
    record.reports.map((r) => r.report),
    moderatorId,
  );
  return {
    target_type: thing.type,
    target_id: thing.id,
    reports: record.reports.map(presentDeskReport),
    reports_on_target: record.onTarget,
    act_on: actOn?.id ?? null,
    target: await presentTarget(ctx, thing, moderatorId),
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
