import type { ResponseOf } from '@common/contracts/contract';
import { userContracts } from '@common/contracts/users';
import type { Locale } from '@common/i18n/locales';
import type { DistanceUnit } from '@common/units';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call, queryOf } from './api-client';
import { localeStore, switchLocale } from './i18n/locale-store';
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

/**
 * Reads the profile on every member page (the member shell), so its language follows the
 * member to any device from the first page they open.
 */
export function useFollowMemberLocale(): void {
  useMyProfile();
}

function useMyProfile(): MyProfile | undefined {
  const session = useSession();
  const { data } = useQuery({
    ...queryOf(userContracts.profile),
    enabled: !!session,
  });
  useMemberLocale(data);
  useMemberTimeZone(data);
  return data;
}

/** The browser's IANA time zone, when it tells one. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The member and zone each query cache last sent. */
const zoned = new WeakMap<QueryClient, string>();

/**
 * A member's seasonal wants follow the months where they are (docs/product.md §8.11): when the
 * profile names another time zone than the browser's, the app quietly stores the browser's,
 * once per member and zone; a failure waits for the next visit.
 */
function useMemberTimeZone(profile: { id: number; time_zone: string } | undefined): void {
  const client = useQueryClient();
  const id = profile?.id;
  const stored = profile?.time_zone;
  useEffect(() => {
    const zone = browserTimeZone();
    if (id === undefined || !zone || zone === stored) return;
    const sent = `${id}:${zone}`;
    if (zoned.get(client) === sent) return;
    zoned.set(client, sent);
    call(userContracts.updateProfile, { body: { time_zone: zone } })
      .then(() => client.invalidateQueries({ queryKey: profileKey }))
      .catch(() => undefined);
  }, [client, id, stored]);
}

/** The member and language each query cache last read from the profile. */
const followed = new WeakMap<QueryClient, string>();

/**
 * A member's language follows them to every device (docs/decisions.md "Languages"): when their
 * profile is read and names another language than the app speaks, the app switches to it. After
 * the first read, only a change of the profile's language counts: an older copy of the profile,
 * read before a choice made here was saved, must not undo that choice.
 */
export function useMemberLocale(profile: { id: number; locale: Locale } | undefined): void {
  const client = useQueryClient();
  const id = profile?.id;
  const locale = profile?.locale;
  useEffect(() => {
    if (id === undefined || locale === undefined) return;
    const read = `${id}:${locale}`;
    if (followed.get(client) === read) return;
    followed.set(client, read);
    if (locale !== localeStore.get()) switchLocale(locale).catch(() => undefined);
  }, [client, id, locale]);
}
