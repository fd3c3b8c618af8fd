import type { UserProfile } from '@common/types';
import { useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { profileKey } from './query-keys';

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
): Promise<UserProfile> {
  const form = new FormData();
  if (file) form.append('file', file);
  if (location) {
    for (const [key, value] of Object.entries(location)) if (value) form.append(key, value);
  }
  const { data } = await api.post<UserProfile>('/auth/upload-profile-image', form);
  return data;
}

export function useInvalidateProfile() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: profileKey });
}
