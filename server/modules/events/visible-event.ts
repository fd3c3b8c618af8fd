import type { Db } from '@server/db/client';
import { eventAttendees, events, users } from '@server/db/schema';
import { eventShownTo } from '@server/policies/events';
import { memberNotDeleted } from '@server/policies/members';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/**
 * A swap day and who may see it: what other modules read of events (a report's target).
 */

/** An attendee, as the count of who is going names them. */
const attendee = alias(users, 'm');

/** An event with its host and how many are going, as every answer shows it. */
export function cardColumns(viewerId: number | undefined) {
  return {
    event: events,
    hostUsername: users.username,
    hostPicture: users.profilePicture,
    // Attendees who have not left, through the attendees' primary key.
    goingCount: sql<number>`(select count(*)::int from ${eventAttendees} a
      join ${users} m on m.id = a.user_id
      where a.event_id = ${events.id} and ${memberNotDeleted(attendee)})`.mapWith(Number),
    going:
      viewerId === undefined
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${eventAttendees} a
          where a.event_id = ${events.id} and a.user_id = ${viewerId})`,
  };
}

export interface EventCardRow {
  event: typeof events.$inferSelect;
  hostUsername: string;
  hostPicture: string | null;
  goingCount: number;
  going: boolean;
}

/** One event as `viewerId` may see it; undefined when they may not, or it does not exist. */
export async function findShownEvent(
  db: Db,
  id: number,
  viewerId: number | undefined,
): Promise<EventCardRow | undefined> {
  const [row] = await db
    .select(cardColumns(viewerId))
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(and(eq(events.id, id), eventShownTo(viewerId)));
  return row;
}
