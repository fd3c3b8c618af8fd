import type { WantListing } from '@common/types';
import type { WantListingRow } from '@server/db/schema';

/**
 * The Want listing of docs/product.md §8.1 (id, title, category_id), with its owner and the
 * months it is awake in, sorted (§8.11; empty: all year).
 */
export function presentWant(row: WantListingRow): WantListing {
  return {
    id: row.id,
    title: row.title,
    category_id: row.categoryId,
    owner_id: row.ownerId,
    season_months: [...row.seasonMonths].sort((a, b) => a - b),
  };
}
