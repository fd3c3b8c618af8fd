import { blockContracts } from '@common/contracts/blocks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryOf } from './api-client';
import { useSession } from './session';

/** GET /blocks: the members I block, most recently blocked first (docs/product.md §14.1). */
export function useBlockedMembers() {
  const session = useSession();
  return useQuery({
    ...queryOf(blockContracts.list),
    enabled: !!session,
  });
}

/** Whether I block `userId`; undefined until the list is known. */
export function useBlocks(userId: number): boolean | undefined {
  const { data } = useBlockedMembers();
  return data?.some((member) => member.id === userId);
}

/**
 * A block or an unblock changes what much of the app shows (listings either way, friendships,
 * the chat), so every cached answer is refreshed: the ones on screen at once, the rest when
 * they are next shown.
 */
function useRefreshAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

export function useBlockMember() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (userId: number) => call(blockContracts.block, { body: { user_id: userId } }),
    onSuccess: refresh,
  });
}

export function useUnblockMember() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (userId: number) => call(blockContracts.unblock, { params: { user_id: userId } }),
    onSuccess: refresh,
  });
}
