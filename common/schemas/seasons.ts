import { z } from 'zod';
import { say } from '../i18n/zod-messages';

/**
 * docs/product.md §7.20: the distance asked for (km), the areas it picks, the window, who
 * counts and the floors of "In season near you".
 */
const SEASONS_WITHIN_MIN_KM = 1;
const SEASONS_WITHIN_MAX_KM = 50;
export const SEASONS_WITHIN_DEFAULT_KM = 10;
/**
 * The three fixed areas, smallest first: blocks of `squares` × `squares` squares of 0.05°,
 * picked by any `within` up to `withinKm` (and above the smaller area's), about `acrossKm`
 * from north to south (less from east to west away from the equator).
 */
export const SEASONS_AREAS = [
  { squares: 4, withinKm: 10, acrossKm: 20 },
  { squares: 8, withinKm: 25, acrossKm: 40 },
  { squares: 16, withinKm: SEASONS_WITHIN_MAX_KM, acrossKm: 80 },
] as const;
/** Listings posted this many months back, by the server's clock, count. */
export const SEASONS_WINDOW_MONTHS = 24;
/** Only members whose account is this old at the build, and whose address is confirmed, count. */
export const SEASONS_MEMBER_MIN_AGE_DAYS = 30;
/** A word shows in a month only when at least this many different members listed it then. */
export const SEASONS_MIN_MEMBERS = 3;
/** Under this many members a word's counts are not given, only that a few listed it. */
export const SEASONS_EXACT_MEMBERS = 10;
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
 * GET /seasons: a member is placed by their cloaked point, a guest by a ZIP code; `within`
 * picks one of SEASONS_AREAS. An empty `within` is the default; anything but a number from 1
 * to 50 is refused (422).
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

/**
 * One word of a month: its most used spelling, its usual category, and how many listed it;
 * `listings` and `members` are null when fewer than 10 members did ("a few neighbours").
 */
const seasonWordSchema = z.object({
  word: z.string(),
  category_id: z.number().int(),
  listings: z.number().int().nullable(),
  members: z.number().int().nullable(),
});
export type SeasonWord = z.infer<typeof seasonWordSchema>;

const seasonMonthSchema = z.object({
  month: z.number().int().min(1).max(12),
  top: z.array(seasonWordSchema),
});
export type SeasonMonth = z.infer<typeof seasonMonthSchema>;

/** GET /seasons's answer: months 1 to 12, in order, each with at most 10 words. */
export const seasonsSchema = z.object({ months: z.array(seasonMonthSchema) });
export type Seasons = z.infer<typeof seasonsSchema>;
