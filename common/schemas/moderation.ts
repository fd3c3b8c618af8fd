import { z } from 'zod';
import { say } from '../i18n/zod-messages';
import { MODERATION_ACTIONS } from '../moderation-codes';
import { memberCardSchema } from './friends';
import { idField, idParams } from './ids';
import { listingSchema } from './listing-response';
import { messageSchema } from './messages';
import { pageLimit, queryId } from './query';
import { REPORT_REASONS, REPORT_TARGETS } from './safety';

const REPORT_STATUSES = ['open', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * GET /moderation/reports: the things with open reports (the one waiting longest first) or with
 * closed ones (the most recently reported first), one entry per thing.
 */
export const moderationReportsQuery = z.object({
  status: z
    .enum(
      REPORT_STATUSES,
      say('validation.fieldOneOfList', { name: 'status', values: REPORT_STATUSES.join(', ') }),
    )
    .default('open'),
  limit: pageLimit,
  cursor: queryId('cursor').optional(),
});
export type ModerationReportsQuery = z.output<typeof moderationReportsQuery>;

export type { ModerationActionName } from '../moderation-codes';

export const MODERATION_NOTE_MAX = 1000;

/** POST /moderation/reports/{id}/actions. */
export const moderationActionSchema = z.object({
  action: z.enum(
    MODERATION_ACTIONS,
    say('validation.fieldOneOfList', { name: 'action', values: MODERATION_ACTIONS.join(', ') }),
  ),
  note: z
    .string(say('validation.fieldText', { name: 'note' }))
    .trim()
    .max(MODERATION_NOTE_MAX, say('validation.noteTooLong', { max: MODERATION_NOTE_MAX }))
    .optional(),
});
export type ModerationActionInput = z.infer<typeof moderationActionSchema>;

export const reportIdParams = idParams;

/** A member as a moderator sees them: suspended or not, and whether they are a moderator. */
const moderatedMemberSchema = memberCardSchema.extend({
  is_suspended: z.boolean(),
  is_deleted: z.boolean(),
});

/** A reported thank-you (docs/product.md §7.17): its words, what for, and whether it is removed. */
const deskThanksSchema = z.object({
  id: idField(),
  text: z.string(),
  created_at: z.iso.datetime(),
  removed_at: z.iso.datetime().nullable(),
  /** The listing it thanks for (a thank-you goes with its listing). */
  listing: z.object({ id: idField(), title: z.string() }),
});
export type DeskThanks = z.infer<typeof deskThanksSchema>;

/** A reported swap day (docs/product.md §7.19): what it says, when, and whether it is removed. */
const deskEventSchema = z.object({
  id: idField(),
  title: z.string(),
  description: z.string(),
  place_name: z.string(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  cancelled_at: z.iso.datetime().nullable(),
  removed_at: z.iso.datetime().nullable(),
});
export type DeskEvent = z.infer<typeof deskEventSchema>;

/**
 * What was reported, as the reporter saw it: a listing with its photo (and whether it is held
 * or removed now), a member with their listings, a message with the messages around it.
 */
const reportTargetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('listing'),
    /** Null when the owner has deleted the listing since. */
    listing: listingSchema.nullable(),
    /** Null with the listing: a deleted listing no longer names its owner. */
    owner: moderatedMemberSchema.nullable(),
  }),
  z.object({
    type: z.literal('user'),
    member: moderatedMemberSchema,
    listings: z.array(listingSchema),
  }),
  z.object({
    type: z.literal('message'),
    /** Null when the message is gone (its sender deleted their account). */
    message: messageSchema.nullable(),
    /** The messages of the same conversation just before and after it, oldest first. */
    context: z.array(messageSchema),
    sender: moderatedMemberSchema.nullable(),
    receiver: moderatedMemberSchema.nullable(),
  }),
  z.object({
    type: z.literal('thanks'),
    /** Null when it is gone: deleted with its listing. */
    thanks: deskThanksSchema.nullable(),
    from: moderatedMemberSchema.nullable(),
    to: moderatedMemberSchema.nullable(),
  }),
  z.object({
    type: z.literal('event'),
    /** Null when it is gone: deleted with its host's account. */
    event: deskEventSchema.nullable(),
    host: moderatedMemberSchema.nullable(),
  }),
]);
export type ReportTargetView = z.infer<typeof reportTargetSchema>;

/** One report on a reported thing: why, by whom, when, and whether a moderator has closed it. */
const deskReportSchema = z.object({
  id: idField(),
  status: z.enum(REPORT_STATUSES),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  created_at: z.iso.datetime(),
  closed_at: z.iso.datetime().nullable(),
  reporter: memberCardSchema,
});
export type DeskReport = z.infer<typeof deskReportSchema>;

/**
 * One reported thing on the desk (docs/product.md §14.3): a listing, a member or a message, with
 * its reports of the tab asked for inside (open ones oldest first, closed ones newest first).
 */
const reportedThingSchema = z.object({
  target_type: z.enum(REPORT_TARGETS),
  target_id: idField(),
  reports: z.array(deskReportSchema).min(1),
  /** How many reports (open or closed, by anyone) name the thing. */
  reports_on_target: z.number().int().positive(),
  /**
   * The report an action on the thing is posted on (POST /moderation/reports/{id}/actions):
   * the first of `reports` the asking moderator did not file. Null when they filed them all:
   * a moderator does not act on a report they filed (403), another moderator does.
   */
  act_on: idField('act_on').nullable(),
  target: reportTargetSchema,
});
export type ReportedThing = z.infer<typeof reportedThingSchema>;

/** One page of things; the next page's cursor is in X-Next-Cursor, as every list of the API. */
export const moderationReportsSchema = z.array(reportedThingSchema);

/** One line of the audit log: who did what to which target, when, and why. */
const auditEntrySchema = z.object({
  id: idField(),
  moderator: memberCardSchema,
  action: z.enum(MODERATION_ACTIONS),
  target_type: z.enum(REPORT_TARGETS),
  target_id: idField(),
  report_id: idField().nullable(),
  note: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /moderation/audit: newest first. */
export const auditQuery = z.object({
  limit: pageLimit,
  cursor: queryId('cursor').optional(),
});
export const auditLogSchema = z.array(auditEntrySchema);

/**
 * What an action answers: the reported thing as it is now, with its closed reports (those the
 * action closed among them), as the desk's "Closed" tab shows it.
 */
export const moderationActionResultSchema = reportedThingSchema;

/**
 * The texts a moderated member meets (docs/product.md §14.3), in English as tests read them;
 * screens and the server say them from the catalogues, in the reader's language.
 * @internal
 */
export const ACCOUNT_SUSPENDED = 'This account is suspended';
/** @internal */
export const REMOVED_BY_MODERATOR = 'Removed by a moderator';
