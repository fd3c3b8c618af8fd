import { events, users } from '@server/db/schema';
import { and, isNull, type SQL } from 'drizzle-orm';
import { notBlockedWith } from './blocks';

/**
 * Who may see a swap day (docs/product.md §7.19): not cancelled, not removed by a moderator, its
 * host neither gone nor suspended, and, for a member, neither blocking the other (§14.1). The
 * queries that read it join the host as `users`.
 */
export function eventShownTo(viewerId: number | undefined): SQL {
  return and(
    isNull(events.cancelledAt),
    isNull(events.removedAt),
    isNull(users.deletedAt),
    isNull(users.suspendedAt),
    viewerId === undefined ? undefined : notBlockedWith(viewerId, events.hostId),
  )!;
}
