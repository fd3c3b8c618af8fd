import { z } from 'zod';
import { say } from '../i18n/zod-messages';
import { REPORT_REASONS, REPORT_TARGETS, type ReportReason } from '../moderation-codes';
import { memberCardSchema } from './friends';
import { idField, pathId } from './ids';

/** POST /blocks (docs/product.md §14.1). */
export const blockSchema = z.object({ user_id: idField('user_id') });

/** DELETE /blocks/{user_id}. */
export const blockParams = z.object({ user_id: pathId('user_id') });

/** GET /blocks: the members I block, most recently blocked first. */
export const blockedMemberSchema = memberCardSchema;
export const blockedMembersSchema = z.array(blockedMemberSchema);
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

/**
 * What the refusal says when either member blocks the other (docs/product.md §14.1), in English
 * as tests read it; the server says it in the caller's language (`errors.messages.blocked`,
 * `errors.friends.blocked`).
 * @internal
 */
export const CANT_MESSAGE = "You can't message this member";
/** The status of CANT_MESSAGE: a chat closes on it, as on a member who has left. */
export const CANT_MESSAGE_STATUS = 403;
/** @internal */
export const CANT_BEFRIEND = "You can't send a friend request to this member";

export {
  REPORT_REASONS,
  REPORT_TARGETS,
  type ReportTarget,
} from '../moderation-codes';

/** @internal */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam or fraud',
  offensive: 'Offensive or abusive',
  unsafe: 'Unsafe',
  prohibited: 'Not allowed on Homegrown',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX = 1000;
export const REPORTS_PER_DAY = 20;
/** How many members' open reports hide a listing until a moderator looks (docs/product.md §14.2). */
export const REPORTS_TO_HOLD = 3;
/** @internal */
export const REPORT_THANKS = 'Thanks, our moderators will look at it.';

/** POST /reports. */
export const reportSchema = z.object({
  target_type: z.enum(
    REPORT_TARGETS,
    say('validation.fieldOneOfList', { name: 'target_type', values: REPORT_TARGETS.join(', ') }),
  ),
  target_id: idField('target_id'),
  reason: z.enum(
    REPORT_REASONS,
    say('validation.fieldOneOfList', { name: 'reason', values: REPORT_REASONS.join(', ') }),
  ),
  details: z
    .string(say('validation.fieldText', { name: 'details' }))
    .trim()
    .max(REPORT_DETAILS_MAX, say('validation.reportDetailsTooLong', { max: REPORT_DETAILS_MAX }))
    .optional(),
});
export type ReportInput = z.infer<typeof reportSchema>;

/** What the reporter gets back: their report as stored. */
export const reportReceiptSchema = z.object({
  id: idField(),
  target_type: z.enum(REPORT_TARGETS),
  target_id: idField(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;
