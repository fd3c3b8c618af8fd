import { events, users } from '@server/db/schema';
import { and, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { notBlockedWith } from './blocks';
import { memberInGoodStanding } from './members';

/** A swap day's columns, of `events` or of an alias of it in a raw statement. */
interface EventColumns {
  cancelledAt: AnyPgColumn;
  removedAt: AnyPgColumn;
}

/**
 * A swap day that still stands (docs/product.md §7.19, §14.3): neither cancelled by its host nor
 * removed by a moderator. What everyone is shown of it and what its host and neighbours are
 * told of it both start here.
 */
export function eventStands(event: EventColumns = events): SQL {
  return and(isNull(event.cancelledAt), isNull(event.removedAt))!;
}

/**
 * Who may see a swap day (docs/product.md §7.19): one that stands, its host neither gone nor
 * suspended, and, for a member, neither blocking the other (§14.1). The queries that read it
 * join the host as `users`.
 */
export function eventShownTo(viewerId: number | undefined): SQL {
  return and(
    eventStands(),
    memberInGoodStanding(users),
    viewerId === undefined ? undefined : notBlockedWith(viewerId, events.hostId),
  )!;
}
