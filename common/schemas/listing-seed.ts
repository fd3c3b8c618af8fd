import { z } from 'zod';
import { text } from '../i18n/format';
import { say } from '../i18n/zod-messages';

/** docs/product.md §7.18: a seed listing's story, its limits and its words. */
export const SEED_KINDS = ['heirloom', 'open_pollinated', 'hybrid', 'unknown'] as const;
export type SeedKind = (typeof SEED_KINDS)[number];
export const SEED_ORIGINS = ['own_garden', 'bought', 'swapped', 'gift'] as const;
export type SeedOrigin = (typeof SEED_ORIGINS)[number];
const SEED_VARIETY_MAX = 60;
export const SEED_NOTE_MAX = 200;
/** The earliest year saved; the latest is this year, by the server's clock (the service checks). */
export const SEED_YEAR_MIN = 1990;

const varietyLength = say('listings.seed.error.variety', { max: SEED_VARIETY_MAX });
const variety = z
  .string(varietyLength)
  .trim()
  .min(1, varietyLength)
  .max(SEED_VARIETY_MAX, varietyLength);
const kind = z.enum(SEED_KINDS, say('listings.seed.error.kind', { values: SEED_KINDS.join(', ') }));
const yearMessage = say('listings.seed.error.year', { min: String(SEED_YEAR_MIN) });
const savedYear = z.number(yearMessage).int(yearMessage).min(SEED_YEAR_MIN, yearMessage);
const origin = z.enum(
  SEED_ORIGINS,
  say('listings.seed.error.origin', { values: SEED_ORIGINS.join(', ') }),
);
const noteLength = say('listings.seed.error.note', { max: SEED_NOTE_MAX });
const note = z.string(noteLength).trim().max(SEED_NOTE_MAX, noteLength);

/**
 * `seed` on POST and PATCH /listings: every field optional (PATCH changes only those given),
 * null clears one; `kind` stays one of the four (`unknown` by default). Multipart bodies carry
 * it as JSON text, an empty field meaning none.
 */
const seedFields = z.object(
  {
    variety: variety.nullable().optional(),
    kind: kind.optional(),
    saved_year: savedYear.nullable().optional(),
    origin: origin.nullable().optional(),
    note: note
      .nullable()
      .optional()
      // An empty note is no note.
      .transform((v) => (v === '' ? null : v)),
  },
  say('listings.seed.error.shape'),
);

function fromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export const seedInputSchema = z.preprocess(fromText, seedFields.nullable());
export type SeedInput = z.output<typeof seedFields>;

/** A listing's story as answers carry it: null outside the seeds category. */
export const seedSchema = z.object({
  variety: z.string().nullable(),
  kind: z.enum(SEED_KINDS),
  saved_year: z.number().int().nullable(),
  origin: z.enum(SEED_ORIGINS).nullable(),
  note: z.string().nullable(),
});
export type Seed = z.infer<typeof seedSchema>;

/**
 * The listing form's seed fields (docs/product.md §7.7, §7.18), as the inputs hold them: empty
 * text is none. The same limits as the API's; the latest year is checked against the server's
 * clock when saved.
 */
export const seedFormSchema = z.object({
  variety: z
    .string()
    .trim()
    .max(SEED_VARIETY_MAX, varietyLength)
    .transform((v) => v || null),
  kind,
  saved_year: z
    .string()
    .trim()
    .transform((v, check) => {
      if (v === '') return null;
      const year = /^\d{4}$/.test(v) ? Number(v) : Number.NaN;
      if (!(year >= SEED_YEAR_MIN)) {
        check.addIssue({
          code: 'custom',
          message: text('listings.seed.error.year', { min: String(SEED_YEAR_MIN) }),
        });
        return z.NEVER;
      }
      return year;
    }),
  origin: z.union([z.literal(''), origin]).transform((v) => v || null),
  note: note.transform((v) => v || null),
});
export type SeedFormInput = z.input<typeof seedFormSchema>;

/** An empty story, as the form starts for a listing without one. */
export const NO_SEED_FORM: SeedFormInput = {
  variety: '',
  kind: 'unknown',
  saved_year: '',
  origin: '',
  note: '',
};

/** The form's fields for a listing's story, or an empty story for a listing without one. */
export function seedFormOf(seed: Seed | null): SeedFormInput {
  if (!seed) return NO_SEED_FORM;
  return {
    variety: seed.variety ?? '',
    kind: seed.kind,
    saved_year: seed.saved_year === null ? '' : String(seed.saved_year),
    origin: seed.origin ?? '',
    note: seed.note ?? '',
  };
}
