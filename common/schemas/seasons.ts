import { z } from 'zod';
import { say } from '../i18n/zod-messages';

/** docs/product.md §7.20: the radius (km), the window and the floor of "In season near you". */
export const SEASONS_WITHIN_MIN_KM = 1;
export const SEASONS_WITHIN_MAX_KM = 50;
export const SEASONS_WITHIN_DEFAULT_KM = 10;
/** Listings posted this many months back, by the server's clock, count. */
export const SEASONS_WINDOW_MONTHS = 24;
/** A word shows in a month only when at least this many different members listed it then. */
export const SEASONS_MIN_MEMBERS = 3;
/** At most this many words a month. */
export const SEASONS_TOP = 10;
/** Words shorter than this are left out. */
export const SEASONS_MIN_LETTERS = 3;

const withinMessage = say('validation.fieldNumberBetween', {
  name: 'within',
  min: SEASONS_WITHIN_MIN_KM,
  max: SEASONS_WITHIN_MAX_KM,
});

/**
 * GET /seasons: a member measures from their cloaked point, a guest from a ZIP code. An empty
 * `within` is the default; anything but a number from 1 to 50 is refused (422).
 */
export const seasonsQuerySchema = z.object({
  within: z
    .preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
      z
        .number(withinMessage)
        .min(SEASONS_WITHIN_MIN_KM, withinMessage)
        .max(SEASONS_WITHIN_MAX_KM, withinMessage)
        .optional(),
    )
    .transform((v) => v ?? SEASONS_WITHIN_DEFAULT_KM),
  zip: z
    .string()
    .trim()
    .max(12, say('validation.fieldText', { name: 'zip' }))
    .optional()
    .transform((v) => v || undefined),
});
export type SeasonsQuery = z.output<typeof seasonsQuerySchema>;

/** One word of a month: its most used spelling, its usual category, and how many listed it. */
export const seasonWordSchema = z.object({
  word: z.string(),
  category_id: z.number().int(),
  listings: z.number().int(),
  members: z.number().int(),
});
export type SeasonWord = z.infer<typeof seasonWordSchema>;

export const seasonMonthSchema = z.object({
  month: z.number().int().min(1).max(12),
  top: z.array(seasonWordSchema),
});
export type SeasonMonth = z.infer<typeof seasonMonthSchema>;

/** GET /seasons's answer: months 1 to 12, in order, each with at most 10 words. */
export const seasonsSchema = z.object({ months: z.array(seasonMonthSchema) });
export type Seasons = z.infer<typeof seasonsSchema>;
