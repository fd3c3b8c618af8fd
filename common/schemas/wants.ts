import { z } from 'zod';
import { CATEGORIES } from '../codes';
import { say } from '../i18n/zod-messages';
import { TITLE_MAX, WANT_TITLE_MIN, WANTS_PER_CATEGORY } from '../limits';
import { idField } from './ids';
import { queryId } from './query';

/**
 * docs/product.md §8.3's messages in English, as tests read them; the schemas and the server
 * say them in the current language (`validation.wantTitleTooShort`, `errors.wants.limit`…).
 */
export const WANT_TITLE_MESSAGE = 'Each item must have at least 3 characters';
export const NOTHING_TO_SAVE_MESSAGE = 'Please add at least one item to your wish list';
export const WANTS_LIMIT_MESSAGE = `At most ${WANTS_PER_CATEGORY} items per category`;

export const WANT_CATEGORY_IDS: number[] = Object.values(CATEGORIES);

const titleTooShort = say('validation.wantTitleTooShort', { min: WANT_TITLE_MIN });

export const wantTitle = z
  .string(titleTooShort)
  .trim()
  .min(WANT_TITLE_MIN, titleTooShort)
  .max(TITLE_MAX, say('validation.wantTitleTooLong', { max: TITLE_MAX }));

/** Wants are produce, seeds or plants (the form's three groups); nothing else is created. */
export const wantCategoryId = z.coerce
  .number(say('validation.wantCategory'))
  .int(say('validation.wantCategory'))
  .refine((v) => WANT_CATEGORY_IDS.includes(v), say('validation.wantCategory'));

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
  .refine(
    (b) => b.create.length + b.update.length + b.delete.length > 0,
    say('validation.nothingToSave'),
  );
export type WantBatchInput = z.infer<typeof wantBatchSchema>;

/** The Socket.IO event that carries a new MatchNotification to the wanter's open tabs. */
export const NOTIFICATION_EVENT = 'notification';
