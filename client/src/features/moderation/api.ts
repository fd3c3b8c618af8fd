import { api } from '@client/lib/api';
import { listingsKey } from '@client/lib/query-keys';
import { PAGE_DEFAULT } from '@common/limits';
import type {
  AuditEntry,
  ModerationActionInput,
  ModerationReport,
  ReportStatus,
} from '@common/schemas/moderation';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';

export const moderationKeys = {
  all: ['moderation'] as const,
  reports: (status: ReportStatus) => ['moderation', 'reports', status] as const,
  audit: ['moderation', 'audit'] as const,
};

interface Page<T> {
  items: T[];
  next: string | undefined;
}

/** One page of a moderation list; the next page's cursor comes in X-Next-Cursor. */
async function fetchPage<T>(
  path: string,
  params: Record<string, string | number | undefined>,
  signal: AbortSignal,
): Promise<Page<T>> {
  const response = await api.get<T[]>(path, { params, signal });
  const next = response.headers['x-next-cursor'];
  return { items: response.data, next: typeof next === 'string' && next ? next : undefined };
}

/** GET /moderation/reports: the open queue oldest first, or the closed ones newest first. */
export function useReports(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: moderationKeys.reports(status),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchPage<ModerationReport>(
        '/moderation/reports',
        { status, limit: PAGE_DEFAULT, cursor: pageParam },
        signal,
      ),
    getNextPageParam: (page) => page.next,
  });
}

/** GET /moderation/audit: newest first. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: moderationKeys.audit,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchPage<AuditEntry>(
        '/moderation/audit',
        { limit: PAGE_DEFAULT, cursor: pageParam },
        signal,
      ),
    getNextPageParam: (page) => page.next,
  });
}

/**
 * POST /moderation/reports/{id}/actions. An action closes every open report on its target and
 * may hide or show listings, so the desk's lists and every listing list are refreshed.
 */
export function useModerationAction(reportId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ModerationActionInput) =>
      (await api.post<ModerationReport>(`/moderation/reports/${reportId}/actions`, input)).data,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: moderationKeys.all }),
        client.invalidateQueries({ queryKey: listingsKey }),
      ]),
  });
}
