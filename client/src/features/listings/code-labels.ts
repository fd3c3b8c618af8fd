import { CATEGORY_NAMES, categoryName, LISTING_TYPES } from '@common/codes';

/**
 * The keys of categories and types as the screens name them, in the reader's language:
 * `t(categoryKey(id))`. common/codes.ts keeps the English names the server and the API use
 * (docs/decisions.md "Languages").
 */
const CATEGORY_KEYS = {
  produce: 'listings.category.produce',
  seeds: 'listings.category.seeds',
  plants: 'listings.category.plants',
  uncategorized: 'listings.category.uncategorized',
} as const satisfies Record<ReturnType<typeof categoryName>, string>;

/** "produce", "seeds", "plants", or "uncategorized" for any other id. */
export function categoryKey(categoryId: number) {
  return CATEGORY_KEYS[categoryName(categoryId)];
}

/** The category ids in the order the screens list them: produce, seeds, plants. */
export const CATEGORY_IDS: readonly number[] = CATEGORY_NAMES.map((_, index) => index + 1);

/** "sell", "exchange", "giveaway": what the type select and the filter offer. */
export function typeKey(typeId: number) {
  if (typeId === LISTING_TYPES.exchange) return 'format.type.exchange' as const;
  if (typeId === LISTING_TYPES.giveaway) return 'format.type.giveaway' as const;
  return 'listings.type.sell' as const;
}

/** The groups My lists and the seller page sort listings into: each category, then the rest. */
export const CATEGORY_GROUPS = [...CATEGORY_NAMES, 'uncategorized' as const].map((name) => ({
  name,
  key: CATEGORY_KEYS[name],
}));
