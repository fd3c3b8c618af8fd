import { CATEGORY_NAMES, type CategoryName, categoryName } from '@common/codes';
import type { WantListing } from '@common/types';

export type WantGroupName = CategoryName | 'uncategorized';
const ORDER: WantGroupName[] = [...CATEGORY_NAMES, 'uncategorized'];

/** Wants grouped as docs/product.md §8.2 shows them: produce, seeds, plants, then uncategorized. */
export function groupWants(wants: WantListing[]): { name: WantGroupName; items: WantListing[] }[] {
  return ORDER.map((name) => ({
    name,
    items: wants.filter((w) => categoryName(w.category_id) === name),
  })).filter((group) => group.items.length > 0);
}
