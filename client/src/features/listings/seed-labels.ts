import type { Translate } from '@client/lib/i18n/use-i18n';
import type { KeyOf } from '@common/i18n/namespaces';
import type { Seed, SeedKind, SeedOrigin } from '@common/schemas/listing-seed';

/** What the screens call each seed kind and origin (docs/product.md §7.18). */
export const SEED_KIND_KEYS: Record<SeedKind, KeyOf<'listings'>> = {
  heirloom: 'listings.seed.kind.heirloom',
  open_pollinated: 'listings.seed.kind.open_pollinated',
  hybrid: 'listings.seed.kind.hybrid',
  unknown: 'listings.seed.kind.unknown',
};

/** The kind inside a sentence, lower case; "unknown" is not said at all. */
const KIND_WORDS: Record<Exclude<SeedKind, 'unknown'>, KeyOf<'listings'>> = {
  heirloom: 'listings.seed.kindWord.heirloom',
  open_pollinated: 'listings.seed.kindWord.open_pollinated',
  hybrid: 'listings.seed.kindWord.hybrid',
};

export const SEED_ORIGIN_KEYS: Record<SeedOrigin, KeyOf<'listings'>> = {
  own_garden: 'listings.seed.origin.own_garden',
  bought: 'listings.seed.origin.bought',
  swapped: 'listings.seed.origin.swapped',
  gift: 'listings.seed.origin.gift',
};

/** The origin as others read it on the listing page. */
export const SEED_FROM_KEYS: Record<SeedOrigin, KeyOf<'listings'>> = {
  own_garden: 'listings.seed.from.own_garden',
  bought: 'listings.seed.from.bought',
  swapped: 'listings.seed.from.swapped',
  gift: 'listings.seed.from.gift',
};

/**
 * A card's seed line (docs/product.md §7.18): "heirloom · saved 2025", the kind alone, the year
 * alone, or nothing for an unknown kind without a year.
 */
export function seedLine(seed: Seed, t: Translate<'listings'>): string | undefined {
  const kind = seed.kind === 'unknown' ? undefined : t(KIND_WORDS[seed.kind]);
  const year = seed.saved_year;
  if (kind && year !== null)
    return t('listings.seed.line.kindAndYear', { kind, year: String(year) });
  if (year !== null) return t('listings.seed.line.year', { year: String(year) });
  return kind;
}
