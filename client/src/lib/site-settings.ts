import { siteContracts } from '@common/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from './api-client';

/** Configured contact details, city and social links (docs/product.md §12.7). */
export const siteQuery = {
  ...queryOf(siteContracts.settings),
  staleTime: 5 * 60_000,
};

export function useSiteSettings() {
  return useQuery(siteQuery);
}
