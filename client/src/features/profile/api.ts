import { statusOf } from '@client/lib/api';
import { call, queryOf } from '@client/lib/api-client';
import { useMemberLocale } from '@client/lib/my-profile';
import { sessionStore } from '@client/lib/session';
import { authContracts } from '@common/contracts/auth';
import type { RequestOf, ResponseOf } from '@common/contracts/contract';
import { userContracts } from '@common/contracts/users';
import { currentLocale, formatMessage } from '@common/i18n/format';
import type { Locale } from '@common/i18n/locales';
import type { UserProfile } from '@common/types';
import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in member's profile: the one cache entry (profileKey) every screen reads. Its
 * language becomes the app's (useMemberLocale).
 */
export function useProfile() {
  const query = useQuery(queryOf(userContracts.profile));
  useMemberLocale(query.data);
  return query;
}

/**
 * Sends only the changed fields; a rotated token (password change) is kept. A new e-mail
 * address waits for its confirmation link: the answer's `message` says where it went.
 */
export async function updateProfile(
  changes: RequestOf<typeof userContracts.updateProfile>['body'],
): Promise<ResponseOf<typeof userContracts.updateProfile>> {
  const data = await call(userContracts.updateProfile, { body: changes });
  sessionStore.update({
    ...(data.access_token ? { token: data.access_token } : {}),
    user: { id: data.user.id, username: data.user.username },
  });
  return data;
}

export async function deleteProfile(password: string): Promise<void> {
  await call(userContracts.deleteProfile, { body: { password } });
}

/**
 * Opens an e-mail change link, or the link that confirms the address a member signed up with.
 * Sent without waiting for a session: a stale token on this device answers 401, which ends
 * that session, so the link is tried once more without it.
 */
export async function confirmEmail(
  token: string,
): Promise<ResponseOf<typeof authContracts.confirmEmail>> {
  const send = () => call(authContracts.confirmEmail, { body: { token } });
  try {
    return await send();
  } catch (err) {
    if (statusOf(err) !== 401) throw err;
    return await send();
  }
}

/** E-mails the signed-in member a new link that confirms their address (docs/product.md §4.1). */
export async function resendEmailConfirmation(): Promise<
  ResponseOf<typeof authContracts.resendEmailConfirmation>
> {
  return call(authContracts.resendEmailConfirmation);
}

/** "city, state zip" when all three exist, otherwise whichever exist (docs/product.md §4.1). */
export function formatAddress(
  p: Pick<UserProfile, 'city' | 'state' | 'zip_code'>,
  locale: Locale = currentLocale(),
): string {
  const { city, state, zip_code: zip } = p;
  if (city && state && zip) return `${city}, ${state} ${zip}`;
  const parts = [city, state, zip].filter(Boolean);
  return parts.length ? parts.join(', ') : formatMessage(locale, 'profile.address.none');
}
