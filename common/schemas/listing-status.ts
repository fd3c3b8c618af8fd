import { z } from 'zod';
import { memberCardSchema } from './friends';
import { idField } from './ids';
import { stateId } from './listing-fields';

/** PATCH /listings/{id}/status (docs/product.md §7.13): reserve, hand over or relist. */
export const listingStatusSchema = z.object({
  state_id: stateId,
  /** With state 2 only: a member who asked about the listing, or a friend of the owner. */
  reserved_for: idField('reserved_for').optional(),
});
export type ListingStatusInput = z.output<typeof listingStatusSchema>;

/** GET /listings/{id}/askers: a member with a conversation about the listing, and when they last wrote. */
export const askerSchema = memberCardSchema.extend({ asked_at: z.iso.datetime() });
export type Asker = z.infer<typeof askerSchema>;
