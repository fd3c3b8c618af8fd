import type { ResponseOf } from '@common/contracts/contract';
import { userContracts } from '@common/contracts/users';
import type { DistanceUnit } from '@common/units';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryOf } from './api-client';
import { profileKey } from './query-keys';
import { useSession } from './session';

type MyProfile = ResponseOf<typeof userContracts.profile>;

/** What onboarding and the profile pages both write: the member's picture and place. */
export async function uploadProfileImage(
  file: File | undefined,
  location?: {
    city: string;
    state: string;
    postcode: string;
    address?: string | undefined;
    apt?: string | undefined;
  },
): Promise<ResponseOf<typeof userContracts.uploadProfileImage>> {
  const form = new FormData();
  if (file) form.append('file', file);
  if (location) {
    for (const [key, value] of Object.entries(location)) if (value) form.append(key, value);
  }
  return call(userContracts.uploadProfileImage, { body: form });
}

export function useInvalidateProfile() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: profileKey });
}

/**
 * The signed-in member's unit of distance when they have a home (docs/product.md §6.3), for
 * the marketplace's distance controls; undefined for guests and members without one. Reads
 * the profile the profile pages read (one cache entry).
 */
export function useMyPlace(): { unit: DistanceUnit } | undefined {
  const data = useMyProfile();
  return data && data.latitude !== null && data.longitude !== null
    ? { unit: data.effective_distance_unit }
    : undefined;
}

/** The unit the member reads distances in, once their profile is loaded. */
export function useDistanceUnit(): DistanceUnit | undefined {
  return useMyProfile()?.effective_distance_unit;
}

function useMyProfile(): MyProfile | undefined {
  const session = useSession();
  return useQuery({
    ...queryOf(userContracts.profile),
    enabled: !!session,
  }).data;
}
