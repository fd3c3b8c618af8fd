import type { BlockedMember } from '@common/schemas/safety';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { useSession } from './session';

export const blocksKey = ['blocks'] as const;

/** GET /blocks: the members I block, most recently blocked first (docs/product.md §14.1). */
export function useBlockedMembers() {
  const session = useSession();
  return useQuery({
    queryKey: blocksKey,
    queryFn: async ({ signal }) => (await api.get<BlockedMember[]>('/blocks', { signal })).data,
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
    mutationFn: async (userId: number) =>
      (await api.post<BlockedMember>('/blocks', { user_id: userId })).data,
    onSuccess: refresh,
  });
}

export function useUnblockMember() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: async (userId: number) => {
      await api.delete(`/blocks/${userId}`);
    },
    onSuccess: refresh,
  });
}
