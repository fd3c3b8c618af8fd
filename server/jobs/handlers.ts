import type { AppContext } from '@server/context';
import { matchNewListing, matchSavedWants } from '@server/modules/wants/matching';
import type { JobKind, JobPayloads } from './queue';

type Handlers = { [K in JobKind]: (ctx: AppContext, payload: JobPayloads[K]) => Promise<void> };

/** What each kind of job does; a throw is retried (docs/decisions.md "Background jobs"). */
export const jobHandlers: Handlers = {
  match_listing: (ctx, { listing_id }) => matchNewListing(ctx, listing_id),
  match_wants: (ctx, { owner_id, want_ids }) => matchSavedWants(ctx, owner_id, want_ids),
};

export async function runJob(
  ctx: AppContext,
  job: { kind: string; payload: unknown },
): Promise<void> {
  const handler = jobHandlers[job.kind as JobKind] as
    | ((ctx: AppContext, payload: unknown) => Promise<void>)
    | undefined;
  if (!handler) throw new Error(`no handler for background job kind ${job.kind}`);
  await handler(ctx, job.payload);
}
