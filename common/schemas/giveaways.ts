import { z } from 'zod';
import { say } from '../i18n/zod-messages';
import { memberCardSchema } from './friends';
import { listingSchema } from './listing-response';

/** What an interested member may add for the owner (docs/product.md §7.16). */
export const INTEREST_NOTE_MAX = 200;

/** POST /listings/{id}/interest. */
export const interestInputSchema = z.object({
  note: z
    .string(say('validation.interestNoteTooLong', { max: INTEREST_NOTE_MAX }))
    .trim()
    .max(INTEREST_NOTE_MAX, say('validation.interestNoteTooLong', { max: INTEREST_NOTE_MAX }))
    .default(''),
});

/** The member's own interest, and how many are interested now. */
export const interestSchema = z.object({
  listing_id: z.number().int(),
  note: z.string(),
  created_at: z.iso.datetime(),
  interested_count: z.number().int().nonnegative(),
});
export type Interest = z.infer<typeof interestSchema>;

/**
 * GET /listings/{id}/interest/mine: whether the viewer said they are interested, and their note.
 * Not in the listing's answer, whose public pages are shared between viewers.
 */
export const myInterestSchema = z.object({
  interested: z.boolean(),
  note: z.string().nullable(),
});
export type MyInterest = z.infer<typeof myInterestSchema>;

/** One interested member as the owner sees them, oldest first. */
export const interestedMemberSchema = z.object({
  user: z.object({ id: z.number().int(), username: z.string(), avatar: z.string().nullable() }),
  note: z.string(),
  created_at: z.iso.datetime(),
});
export type InterestedMember = z.infer<typeof interestedMemberSchema>;

/** POST /listings/{id}/draw: the listing now reserved, whom for, and who was in the draw. */
export const drawSchema = z.object({
  listing: listingSchema,
  chosen: memberCardSchema,
  entrants: z.array(memberCardSchema),
});
export type Draw = z.infer<typeof drawSchema>;

/**
 * Why a giveaway was drawn again (docs/product.md §7.16): the member chosen before took back
 * their interest, declined the time offered, or did not come.
 */
const REDRAW_REASONS = ['withdrew', 'declined', 'no_show'] as const;
export type RedrawReason = (typeof REDRAW_REASONS)[number];

/** One of a giveaway's draws: whom it chose (null once they left) and, for a redraw, why. */
const drawRecordSchema = z.object({
  chosen: memberCardSchema.nullable(),
  drawn_at: z.iso.datetime(),
  reason: z.enum(REDRAW_REASONS).nullable(),
});
export type DrawRecord = z.infer<typeof drawRecordSchema>;

/**
 * GET /listings/{id}/draw: the giveaway's last draw as it was made, and every draw oldest first,
 * or null before one.
 */
export const lastDrawSchema = z
  .object({
    chosen: memberCardSchema,
    entrants: z.array(memberCardSchema),
    drawn_at: z.iso.datetime(),
    draws: z.array(drawRecordSchema),
  })
  .nullable();
export type LastDraw = z.infer<typeof lastDrawSchema>;
