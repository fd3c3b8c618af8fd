import type { AppContext } from '@server/context';
import { sendEmail } from '@server/deliveries/send-email';
import type { ClaimedJob, JobKind, JobPayloads, NewJob } from '@server/jobs/queue';
import { tellNeighbours } from '@server/modules/events';
import { alertMessage, fanOutPushes, sendPush } from '@server/modules/push';
import { matchNewListing, matchSavedWants } from '@server/modules/wants';
import { emailComposers } from './email-composers';

/** Which stored job is running: every attempt of it sees the same. */
type JobIdentity = Pick<ClaimedJob, 'id' | 'createdAt'>;

type Handlers = {
  [K in JobKind]: (
    ctx: AppContext,
    payload: JobPayloads[K],
    job: JobIdentity,
  ) => Promise<readonly NewJob[]>;
};

/** A job that hands nothing on. */
const alone = (work: Promise<unknown>) => work.then(() => []);

/**
 * What each kind of job does; a throw is retried, and what a job answers is stored with its end
 * (docs/decisions.md "Background jobs"). Handed to the workers here, where the app is put
 * together, so the jobs layer never imports the modules whose work it runs (docs/decisions.md
 * "Layers").
 */
const jobHandlers: Handlers = {
  match_listing: (ctx, { listing_id }) => alone(matchNewListing(ctx, listing_id)),
  match_wants: (ctx, { owner_id, want_ids }) => alone(matchSavedWants(ctx, owner_id, want_ids)),
  event_nearby: (ctx, { event_id }) => alone(tellNeighbours(ctx, event_id)),
  send_email: (ctx, payload, job) => alone(sendEmail(ctx, emailComposers, payload, job)),
  message_alert: (ctx, { message_id }) => alone(alertMessage(ctx, message_id)),
  push_fanout: fanOutPushes,
  send_push: (ctx, payload) => alone(sendPush(ctx, payload)),
};

export async function runJob(ctx: AppContext, job: ClaimedJob): Promise<readonly NewJob[]> {
  const handler = jobHandlers[job.kind as JobKind] as
    | ((ctx: AppContext, payload: unknown, job: JobIdentity) => Promise<readonly NewJob[]>)
    | undefined;
  if (!handler) throw new Error(`no handler for background job kind ${job.kind}`);
  return handler(ctx, job.payload, job);
}
