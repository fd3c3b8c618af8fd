import { userContracts } from '@common/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from './api-client';

/**
 * A member's public profile and record (GET /auth/users/{id}/public; guests may read it): the
 * seller page and a listing page's owner line share the one cached answer (docs/product.md §7.17).
 */
export function usePublicProfile(id: number) {
  return useQuery({
    ...queryOf(userContracts.publicProfile, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
