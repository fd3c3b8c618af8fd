import { api } from '@client/lib/api';
import type { WantBatchInput } from '@common/schemas/wants';
import type { EmailPreview, WantListing } from '@common/types';
import { useQuery } from '@tanstack/react-query';

/** Every wish-list query starts with this key, so one invalidation refreshes them all. */
export const wantsKey = ['wants'] as const;
const mineKey = [...wantsKey, 'mine'] as const;

/** A member's wish list: one's own without `userId` (anyone may read someone else's). */
export function useWants(userId?: number) {
  return useQuery({
    queryKey: userId === undefined ? mineKey : [...wantsKey, 'user', userId],
    queryFn: async () =>
      (
        await api.get<WantListing[]>('/listings/want-listings', {
          params: userId === undefined ? undefined : { user_id: userId },
        })
      ).data,
  });
}

/** The /post-want save: all changes in one request, applied together or not at all. */
export async function saveWantBatch(batch: WantBatchInput): Promise<WantListing[]> {
  return (await api.post<WantListing[]>('/listings/want-listings/batch', batch)).data;
}

export async function deleteWant(id: number): Promise<void> {
  await api.delete(`/listings/want-listings/${id}`);
}

export function useMatchEmailPreview() {
  return useQuery({
    queryKey: ['match-email-preview'],
    queryFn: async () => (await api.get<EmailPreview>('/notifications/match-email/preview')).data,
  });
}
