/** Listing type, category and state codes (docs/product.md §1.3). */
export const LISTING_TYPES = { sell: 1, exchange: 2, giveaway: 3 } as const;

export const CATEGORIES = { produce: 1, seeds: 2, plants: 3 } as const;
export const CATEGORY_NAMES = ['produce', 'seeds', 'plants'] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

export const LISTING_STATES = { available: 1, pending: 2, sold: 3 } as const;

/** Anything other than 1, 2 or 3 is "uncategorized" (docs/product.md §1.3). */
export function categoryName(categoryId: number): CategoryName | 'uncategorized' {
  return CATEGORY_NAMES[categoryId - 1] ?? 'uncategorized';
}
