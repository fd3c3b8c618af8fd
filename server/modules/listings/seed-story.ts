import { CATEGORIES } from '@common/codes';
import type { SeedInput } from '@common/schemas/listing-seed';
import type { listings } from '@server/db/schema';
import { local, validationFailed } from '@server/lib/errors';

/** A seed listing's story as its columns hold it (docs/product.md §7.18). */
type SeedColumns = Pick<
  typeof listings.$inferInsert,
  'seedVariety' | 'seedKind' | 'seedSavedYear' | 'seedOrigin' | 'seedNote'
>;

/** Outside the seeds category: no story at all, not even a kind. */
const NO_STORY: SeedColumns = {
  seedVariety: null,
  seedKind: null,
  seedSavedYear: null,
  seedOrigin: null,
  seedNote: null,
};
/** A seed listing whose owner has said nothing yet. */
const UNTOLD: SeedColumns = { ...NO_STORY, seedKind: 'unknown' };

const isSeeds = (categoryId: number) => categoryId === CATEGORIES.seeds;

/**
 * The rules the schema cannot check: a story only in the seeds category, and a year saved no
 * later than this year by the server's clock (UTC), as pickups check their times.
 */
function checked(seed: SeedInput, categoryId: number, now: Date): SeedInput {
  if (!isSeeds(categoryId)) {
    throw validationFailed([
      { loc: ['body', 'seed'], msg: local('listings.seed.error.notSeeds'), type: 'value_error' },
    ]);
  }
  const year = now.getUTCFullYear();
  if (seed.saved_year != null && seed.saved_year > year) {
    throw validationFailed([
      {
        loc: ['body', 'seed', 'saved_year'],
        msg: local('listings.seed.error.yearAhead', { year: String(year) }),
        type: 'value_error',
      },
    ]);
  }
  return seed;
}

/** The fields given, over `base`: what is left out stays, null clears. */
function merged(base: SeedColumns, seed: SeedInput): SeedColumns {
  return {
    seedVariety: seed.variety === undefined ? base.seedVariety : seed.variety,
    seedKind: seed.kind ?? base.seedKind,
    seedSavedYear: seed.saved_year === undefined ? base.seedSavedYear : seed.saved_year,
    seedOrigin: seed.origin === undefined ? base.seedOrigin : seed.origin,
    seedNote: seed.note === undefined ? base.seedNote : seed.note,
  };
}

/** A new listing's story: `unknown` kind on every seed listing, none on any other. */
export function seedOnCreate(
  categoryId: number,
  seed: SeedInput | null | undefined,
  now: Date,
): SeedColumns {
  if (!seed) return isSeeds(categoryId) ? UNTOLD : NO_STORY;
  return merged(UNTOLD, checked(seed, categoryId, now));
}

/**
 * An edit's story (PATCH, docs/product.md §7.18): the fields given change; a listing moved out
 * of seeds loses its story, one moved into seeds starts untold; `seed: null` clears it.
 * Nothing (an empty change) when neither the category nor the story changes.
 */
export function seedOnUpdate(
  current: { categoryId: number } & SeedColumns,
  categoryId: number | undefined,
  seed: SeedInput | null | undefined,
  now: Date,
): SeedColumns | Record<string, never> {
  const next = categoryId ?? current.categoryId;
  if (seed) checked(seed, next, now);
  if (!isSeeds(next)) return isSeeds(current.categoryId) ? NO_STORY : {};
  const base = !isSeeds(current.categoryId) || seed === null ? UNTOLD : current;
  if (!seed) return base === current ? {} : base;
  return merged(
    {
      seedVariety: base.seedVariety,
      seedKind: base.seedKind ?? 'unknown',
      seedSavedYear: base.seedSavedYear,
      seedOrigin: base.seedOrigin,
      seedNote: base.seedNote,
    },
    seed,
  );
}
