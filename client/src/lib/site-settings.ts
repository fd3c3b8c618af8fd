import type { SiteSettings } from '@common/types';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** Configured contact details, city and social links (docs/product.md §12.7). */
export const siteQuery = {
  queryKey: ['site'],
  queryFn: async () => (await api.get<SiteSettings>('/site')).data,
  staleTime: 5 * 60_000,
};

export function useSiteSettings() {
  return useQuery(siteQuery);
}
