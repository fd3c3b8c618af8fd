import { call, keyOf, queryOf } from '@client/lib/api-client';
import type { ResponseOf } from '@common/contracts/contract';
import { notificationContracts } from '@common/contracts/notifications';
import { wantContracts } from '@common/contracts/wants';
import type { WantBatchInput } from '@common/schemas/wants';
import { useQuery } from '@tanstack/react-query';

/**
 * Every wish-list query is a call of its list route, so this one key refreshes them all (not
 * the group's whole tag, which the notifications share).
 */
export const wantsKey = keyOf(wantContracts.list);

/** A member's wish list: one's own without `userId` (anyone may read someone else's). */
export function useWants(userId?: number) {
  return useQuery(
    userId === undefined
      ? queryOf(wantContracts.list)
      : queryOf(wantContracts.list, { query: { user_id: userId } }),
  );
}

/** The /post-want save: all changes in one request, applied together or not at all. */
export function saveWantBatch(
  batch: WantBatchInput,
): Promise<ResponseOf<typeof wantContracts.saveBatch>> {
  return call(wantContracts.saveBatch, { body: batch });
}

export async function deleteWant(id: number): Promise<void> {
  await call(wantContracts.remove, { params: { id } });
}

export function useMatchEmailPreview() {
  return useQuery(queryOf(notificationContracts.matchEmailPreview));
}
