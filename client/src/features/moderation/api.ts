import { call, keyOf, queryOf, request } from '@client/lib/api-client';
import { listingsKey } from '@client/lib/query-keys';
import { moderationContracts } from '@common/contracts/moderation';
import { pickupModerationContracts } from '@common/contracts/pickups';
import { PAGE_DEFAULT } from '@common/limits';
import type { ModerationActionInput, ReportStatus } from '@common/schemas/moderation';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosResponse } from 'axios';

const moderationKeys = {
  all: [moderationContracts.reports.tag] as const,
  reports: (status: ReportStatus) => keyOf(moderationContracts.reports, { query: { status } }),
  audit: keyOf(moderationContracts.audit),
};

interface Page<T> {
  items: T[];
  /** The next page's cursor: the id of a report (a thing's first on its tab) or audit entry. */
  next: number | undefined;
}

/** One page of a moderation list; the next page's cursor comes in X-Next-Cursor. */
function pageOf<T>(response: AxiosResponse<T[]>): Page<T> {
  const next = response.headers['x-next-cursor'];
  return {
    items: response.data,
    next: typeof next === 'string' && next ? Number(next) : undefined,
  };
}

/**
 * GET /moderation/reports: one entry per reported thing, with its open reports (the thing
 * waiting longest first) or its closed ones (newest first).
 */
export function useReports(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: moderationKeys.reports(status),
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }) =>
      pageOf(
        await request(
          moderationContracts.reports,
          { query: { status, limit: PAGE_DEFAULT, cursor: pageParam } },
          { signal },
        ),
      ),
    getNextPageParam: (page) => page.next,
  });
}

/** GET /moderation/audit: newest first. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: moderationKeys.audit,
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }) =>
      pageOf(
        await request(
          moderationContracts.audit,
          { query: { limit: PAGE_DEFAULT, cursor: pageParam } },
          { signal },
        ),
      ),
    getNextPageParam: (page) => page.next,
  });
}

/**
 * POST /moderation/reports/{id}/actions, on a thing through one of its reports. An action closes
 * every open report on the thing and may hide or show listings, so the desk's lists and every
 * listing list are refreshed.
 */
export function useModerationAction(reportId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationActionInput) =>
      call(moderationContracts.act, { params: { id: reportId }, body: input }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: moderationKeys.all }),
        client.invalidateQueries({ queryKey: listingsKey }),
      ]),
  });
}

/** GET /moderation/no-shows: members with 3 or more no-shows in 90 days, the most first (§14.3). */
export function useNoShows() {
  return useQuery(queryOf(pickupModerationContracts.noShows));
}
