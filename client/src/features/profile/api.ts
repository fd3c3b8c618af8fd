import { api, statusOf } from '@client/lib/api';
import { profileKey } from '@client/lib/query-keys';
import { sessionStore } from '@client/lib/session';
import type {
  EmailConfirmedAnswer,
  ProfileUpdateAnswer,
  ProfileUpdateInput,
} from '@common/schemas/auth';
import type { UserProfile } from '@common/types';
import { useQuery } from '@tanstack/react-query';

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async () => (await api.get<UserProfile>('/auth/profile')).data,
  });
}

/**
 * Sends only the changed fields; a rotated token (password change) is kept. A new e-mail
 * address waits for its confirmation link: the answer's `message` says where it went.
 */
export async function updateProfile(changes: ProfileUpdateInput): Promise<ProfileUpdateAnswer> {
  const { data } = await api.put<ProfileUpdateAnswer>('/auth/profile', changes);
  sessionStore.update({
    ...(data.access_token ? { token: data.access_token } : {}),
    user: { id: data.user.id, username: data.user.username },
  });
  return data;
}

export async function deleteProfile(password: string): Promise<void> {
  await api.delete('/auth/profile', { data: { password } });
}

/**
 * Opens an e-mail change link, or the link that confirms the address a member signed up with.
 * Sent without waiting for a session: a stale token on this device answers 401, which ends
 * that session, so the link is tried once more without it.
 */
export async function confirmEmail(token: string): Promise<EmailConfirmedAnswer> {
  const send = () => api.post<EmailConfirmedAnswer>('/auth/email/confirm', { token });
  try {
    return (await send()).data;
  } catch (err) {
    if (statusOf(err) !== 401) throw err;
    return (await send()).data;
  }
}

/** E-mails the signed-in member a new link that confirms their address (docs/product.md §4.1). */
export async function resendEmailConfirmation(): Promise<{ message: string }> {
  return (await api.post<{ message: string }>('/auth/email-confirmation')).data;
}

/** "city, state zip" when all three exist, otherwise whichever exist (docs/product.md §4.1). */
export function formatAddress(p: Pick<UserProfile, 'city' | 'state' | 'zip_code'>): string {
  const { city, state, zip_code: zip } = p;
  if (city && state && zip) return `${city}, ${state} ${zip}`;
  const parts = [city, state, zip].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Address not available';
}
