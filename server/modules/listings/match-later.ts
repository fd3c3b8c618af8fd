import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { enqueueJob } from '@server/jobs/queue';

/**
 * Matching a new or newly public listing against wish lists runs in a background job, within
 * seconds and not in the request (docs/product.md §8.4): the member's change stands whatever
 * matching meets. Pass the transaction of the change when there is one, and wake the worker
 * after it commits.
 */
export async function matchLater(ctx: AppContext, listingId: number, tx: Db = ctx.db) {
  await enqueueJob(tx, 'match_listing', { listing_id: listingId });
  if (tx === ctx.db) ctx.jobs.wake();
}
