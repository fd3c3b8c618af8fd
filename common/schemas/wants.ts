import { z } from 'zod';
import { CATEGORIES } from '../codes';
import { TITLE_MAX, WANT_TITLE_MIN, WANTS_PER_CATEGORY } from '../limits';
import { idField } from './ids';
import { queryId } from './query';

/** docs/product.md §8.3: the wish-list form and the routes share these messages. */
export const WANT_TITLE_MESSAGE = 'Each item must have at least 3 characters';
export const NOTHING_TO_SAVE_MESSAGE = 'Please add at least one item to your wish list';
export const SAVE_FAILED_MESSAGE = 'Failed to save changes. Please try again.';
export const WANTS_LIMIT_MESSAGE = `At most ${WANTS_PER_CATEGORY} items per category`;

export const WANT_CATEGORY_IDS: number[] = Object.values(CATEGORIES);

export const wantTitle = z
  .string({ error: WANT_TITLE_MESSAGE })
  .trim()
  .min(WANT_TITLE_MIN, WANT_TITLE_MESSAGE)
  .max(TITLE_MAX, `Each item must be at most ${TITLE_MAX} characters long`);

/** Wants are produce, seeds or plants (the form's three groups); nothing else is created. */
export const wantCategoryId = z.coerce
  .number({ error: 'category_id must be produce (1), seeds (2) or plants (3)' })
  .int('category_id must be produce (1), seeds (2) or plants (3)')
  .refine(
    (v) => WANT_CATEGORY_IDS.includes(v),
    'category_id must be produce (1), seeds (2) or plants (3)',
  );

const id = idField();

export const wantCreateSchema = z.object({
  title: wantTitle,
  category_id: wantCategoryId.default(CATEGORIES.produce),
});
export type WantCreateInput = z.infer<typeof wantCreateSchema>;

export const wantUpdateSchema = z.object({ title: wantTitle });
export type WantUpdateInput = z.infer<typeof wantUpdateSchema>;

/** A want as every answer shows it (docs/product.md §8.1). */
export const wantListingSchema = z.object({
  id,
  title: z.string(),
  category_id: z.number().int(),
  owner_id: id,
});

/** GET /listings/want-listings: one's own, or `user_id`'s (anyone may read a wish list). */
export const wantListQuery = z.object({
  user_id: queryId('user_id').optional(),
  category_id: wantCategoryId.optional(),
});

const maxChanges = WANTS_PER_CATEGORY * WANT_CATEGORY_IDS.length;

/** The /post-want save: every change applied together, or none of them. */
export const wantBatchSchema = z
  .object({
    create: z.array(wantCreateSchema).max(maxChanges).default([]),
    update: z
      .array(z.object({ id, title: wantTitle }))
      .max(maxChanges)
      .default([]),
    delete: z.array(id).max(maxChanges).default([]),
  })
  .refine((b) => b.create.length + b.update.length + b.delete.length > 0, {
    message: NOTHING_TO_SAVE_MESSAGE,
  });
export type WantBatchInput = z.infer<typeof wantBatchSchema>;

/** The Socket.IO event that carries a new MatchNotification to the wanter's open tabs. */
export const NOTIFICATION_EVENT = 'notification';
