import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface SiteSettings {
  contact_email: string;
  support_email: string;
  city: string;
  social: { instagram: string; facebook: string; x: string };
  map_provider: string;
}

/** Configured contact details, city and social links (docs/product.md §12.7). */
export const siteQuery = {
  queryKey: ['site'],
  queryFn: async () => (await api.get<SiteSettings>('/site')).data,
  staleTime: 5 * 60_000,
};

export function useSiteSettings() {
  return useQuery(siteQuery);
}
