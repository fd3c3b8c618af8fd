import { z } from 'zod';
import { CATEGORIES } from '../codes';
import { say } from '../i18n/zod-messages';
import { TITLE_MAX, WANT_TITLE_MIN, WANTS_PER_CATEGORY } from '../limits';
import { idField } from './ids';
import { queryId } from './query';

/**
 * docs/product.md §8.3's messages in English, as tests read them; the schemas and the server
 * say them in the current language (`validation.wantTitleTooShort`, `errors.wants.limit`…).
 * @internal
 */
export const WANT_TITLE_MESSAGE = 'Each item must have at least 3 characters';
/** @internal */
export const NOTHING_TO_SAVE_MESSAGE = 'Please add at least one item to your wish list';
/** @internal */
export const WANTS_LIMIT_MESSAGE = `At most ${WANTS_PER_CATEGORY} items per category`;

const WANT_CATEGORY_IDS: number[] = Object.values(CATEGORIES);

const titleTooShort = say('validation.wantTitleTooShort', { min: WANT_TITLE_MIN });

export const wantTitle = z
  .string(titleTooShort)
  .trim()
  .min(WANT_TITLE_MIN, titleTooShort)
  .max(TITLE_MAX, say('validation.wantTitleTooLong', { max: TITLE_MAX }));

/** Wants are produce, seeds or plants (the form's three groups); nothing else is created. */
const wantCategoryId = z.coerce
  .number(say('validation.wantCategory'))
  .int(say('validation.wantCategory'))
  .refine((v) => WANT_CATEGORY_IDS.includes(v), say('validation.wantCategory'));

const id = idField();

/** A month of the year, 1 (January) to 12 (December). */
const seasonMonth = z
  .number(say('wants.validation.seasonMonth'))
  .int(say('wants.validation.seasonMonth'))
  .min(1, say('wants.validation.seasonMonth'))
  .max(12, say('wants.validation.seasonMonth'));

/**
 * The months a want is awake in, every year (docs/product.md §8.11): distinct months, empty
 * for all year; answered sorted, as stored.
 */
const seasonMonths = z
  .array(seasonMonth, say('wants.validation.seasonMonthsList'))
  .max(12, say('wants.validation.seasonMonthsTooMany'))
  .refine(
    (months) => new Set(months).size === months.length,
    say('wants.validation.seasonMonthsRepeated'),
  )
  .transform((months) => [...months].sort((a, b) => a - b));

export const wantCreateSchema = z.object({
  title: wantTitle,
  category_id: wantCategoryId.default(CATEGORIES.produce),
  season_months: seasonMonths.optional(),
});
export type WantCreateInput = z.infer<typeof wantCreateSchema>;

/** PATCH: a new title, new months, or both. */
export const wantUpdateSchema = z
  .object({ title: wantTitle.optional(), season_months: seasonMonths.optional() })
  .refine(
    (v) => v.title !== undefined || v.season_months !== undefined,
    say('wants.validation.nothingToChange'),
  );
export type WantUpdateInput = z.infer<typeof wantUpdateSchema>;

/** A want as every answer shows it (docs/product.md §8.1). */
export const wantListingSchema = z.object({
  id,
  title: z.string(),
  category_id: z.number().int(),
  owner_id: id,
  /** Sorted; empty: all year (docs/product.md §8.11). */
  season_months: z.array(z.number().int()),
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
      .array(z.object({ id, title: wantTitle, season_months: seasonMonths.optional() }))
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
