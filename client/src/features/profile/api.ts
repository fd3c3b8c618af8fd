import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '../../../../common/schemas/auth';
import type { UserProfile } from '../../../../common/types';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session';

export const profileKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async () => (await api.get<UserProfile>('/auth/profile')).data,
  });
}

export function useInvalidateProfile() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: profileKey });
}

/** Sends only the changed fields; a rotated token (password or e-mail change) is kept. */
export async function updateProfile(changes: ProfileUpdateInput): Promise<UserProfile> {
  const { data } = await api.put<{ user: UserProfile; access_token?: string }>(
    '/auth/profile',
    changes,
  );
  sessionStore.update({
    ...(data.access_token ? { token: data.access_token } : {}),
    user: { id: data.user.id, username: data.user.username },
  });
  return data.user;
}

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

export async function deleteProfile(): Promise<void> {
  await api.delete('/auth/profile');
}

/** "city, state zip" when all three exist, otherwise whichever exist (SPEC.md §2 Profile). */
export function formatAddress(p: Pick<UserProfile, 'city' | 'state' | 'zip_code'>): string {
  const { city, state, zip_code: zip } = p;
  if (city && state && zip) return `${city}, ${state} ${zip}`;
  const parts = [city, state, zip].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Address not available';
}
