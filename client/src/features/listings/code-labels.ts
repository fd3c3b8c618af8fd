import { CATEGORY_NAMES, LISTING_TYPES } from '@common/codes';
import { CATEGORY_KEYS } from '@common/listing-labels';

/** The keys of categories and types as the screens name them (docs/decisions.md "Languages"). */
export { categoryKey } from '@common/listing-labels';

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
