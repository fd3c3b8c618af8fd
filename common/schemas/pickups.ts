import { z } from 'zod';
import { text } from '../i18n/format';
import { say } from '../i18n/zod-messages';
import { memberCardSchema } from './friends';
import { idField } from './ids';

/** docs/product.md §7.15: how far ahead a pickup may be, how long, and its note. */
export const PICKUP_AHEAD_MAX_DAYS = 30;
export const PICKUP_LONGEST_HOURS = 4;
export const PICKUP_NOTE_MAX = 200;

const when = (name: string) =>
  z.iso.datetime({ offset: true, ...say('validation.pickupTime', { name }) });

/**
 * POST /listings/{id}/pickups. The end after the start and at most four hours later is checked
 * here; "in the future, within 30 days" moves with the server's clock, so the service checks it.
 */
export const pickupProposalSchema = z
  .object({
    starts_at: when('starts_at'),
    ends_at: when('ends_at'),
    note: z
      .string(say('validation.fieldText', { name: 'note' }))
      .trim()
      .max(PICKUP_NOTE_MAX, say('validation.pickupNoteTooLong', { max: PICKUP_NOTE_MAX }))
      .optional(),
  })
  .superRefine((v, check) => {
    const length = Date.parse(v.ends_at) - Date.parse(v.starts_at);
    if (length <= 0)
      check.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: text('validation.pickupEndsFirst'),
      });
    else if (length > PICKUP_LONGEST_HOURS * 60 * 60 * 1000)
      check.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: text('validation.pickupTooLong', { max: PICKUP_LONGEST_HOURS }),
      });
  });
export type PickupProposal = z.infer<typeof pickupProposalSchema>;

const PICKUP_STATES = ['proposed', 'accepted', 'declined', 'cancelled'] as const;

/** A pickup as either party sees it (docs/product.md §7.15). */
export const pickupSchema = z.object({
  id: idField(),
  listing_id: idField(),
  proposed_by: idField(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  note: z.string(),
  state: z.enum(PICKUP_STATES),
});
export type Pickup = z.infer<typeof pickupSchema>;

/**
 * GET /listings/{id}/pickup: the pickup the two parties are arranging now (docs/product.md
 * §7.15). `over`: its end has passed (the owner is asked whether it was handed over);
 * `no_show`: the owner said the member did not come, in the owner's answer only (the member is
 * never told).
 */
export const currentPickupSchema = pickupSchema.extend({
  over: z.boolean(),
  no_show: z.boolean().optional(),
});
export type CurrentPickup = z.infer<typeof currentPickupSchema>;

/** GET /pickups: each with what it is for and who the member meets. */
export const pickupEntrySchema = pickupSchema.extend({
  listing: z.object({
    id: idField(),
    title: z.string(),
    featured_image: z.string().nullable(),
    type_id: z.number().int(),
  }),
  other_member: memberCardSchema,
});
export type PickupEntry = z.infer<typeof pickupEntrySchema>;

/** GET /moderation/no-shows: members the owners said did not come, often (docs/product.md §7.15). */
export const noShowMemberSchema = memberCardSchema.extend({
  no_shows_90d: z.number().int().nonnegative(),
  last_no_show_at: z.iso.datetime(),
});
