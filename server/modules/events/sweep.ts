import type { AppContext } from '@server/context';
import { every } from '@server/lib/every';
import { remindAttendees } from './notices';

/** How often every process sweeps, and how long after start it first does. */
const EVENT_SWEEP_EVERY_MS = 60 * 1000;
/** Attendees are reminded this long before a swap day starts (docs/product.md §7.19). */
const EVENT_REMIND_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * One sweep at the context's clock: how many attendees were reminded.
 * @internal
 */
export async function sweepEvents(ctx: AppContext): Promise<{ reminded: number }> {
  return { reminded: await remindAttendees(ctx, ctx.clock.now(), EVENT_REMIND_BEFORE_MS) };
}

/** Every process sweeps each minute; the claiming statement makes the sweeps safe together. */
export function scheduleEventSweep(ctx: AppContext): { stop(): Promise<void> } {
  return every(() => sweepEvents(ctx), {
    firstMs: EVENT_SWEEP_EVERY_MS,
    everyMs: EVENT_SWEEP_EVERY_MS,
    onError: (err) => ctx.logger.error({ err }, 'event sweep failed; it runs again in a minute'),
  });
}
