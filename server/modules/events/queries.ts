import { EVENTS_PAGE } from '@common/schemas/events';
import type { Db } from '@server/db/client';
import { eventAttendees, eventBringing, events, users } from '@server/db/schema';
import { boundingBox, EARTH_RADIUS_KM } from '@server/geo/geo';
import { notBlockedWith } from '@server/policies/blocks';
import { eventShownTo } from '@server/policies/events';
import { memberNotDeleted } from '@server/policies/members';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { cardColumns, type EventCardRow } from './visible-event';

/** Haversine kilometres from a point to an event's place. */
function kmTo(latitude: number, longitude: number): SQL<number> {
  return sql<number>`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${events.latitude} - ${latitude}::float8) / 2), 2) +
    cos(radians(${latitude}::float8)) * cos(radians(${events.latitude})) *
    power(sin(radians(${events.longitude} - ${longitude}::float8) / 2), 2))))`.mapWith(Number);
}

/**
 * Upcoming events whose place is within `km` of the point, soonest first: the box narrows the
 * few still to come (events_upcoming_idx), the exact distance filters them.
 */
export async function listNearby(
  db: Db,
  around: { latitude: number; longitude: number; km: number },
  viewerId: number | undefined,
  now: Date,
): Promise<(EventCardRow & { km: number })[]> {
  const box = boundingBox(around.latitude, around.longitude, around.km);
  const km = kmTo(around.latitude, around.longitude);
  return db
    .select({ ...cardColumns(viewerId), km })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(
      and(
        eventShownTo(viewerId),
        gt(events.endsAt, now),
        sql`${events.latitude} between ${box.minLat} and ${box.maxLat}`,
        sql`${events.longitude} between ${box.minLon} and ${box.maxLon}`,
        sql`${km} <= ${around.km}`,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(EVENTS_PAGE);
}

/** Who is going, in the order they said so, those the viewer is kept apart from left out. */
export function listAttendees(db: Db, eventId: number, viewerId: number | undefined) {
  return db
    .select({ id: users.id, username: users.username, avatar: users.profilePicture })
    .from(eventAttendees)
    .innerJoin(users, eq(users.id, eventAttendees.userId))
    .where(
      and(
        eq(eventAttendees.eventId, eventId),
        memberNotDeleted(),
        viewerId === undefined ? undefined : notBlockedWith(viewerId, users.id),
      ),
    )
    .orderBy(asc(eventAttendees.createdAt), asc(users.id))
    .limit(200);
}

/**
 * The listings an event's attendees bring, as a subquery: an attendee's choice counts while they
 * are going (the page reads the cards with it, in one statement).
 */
export function broughtListings(eventId: number): SQL {
  return sql`(select b.listing_id from ${eventBringing} b
    join ${eventAttendees} a on a.event_id = b.event_id and a.user_id = b.user_id
    where b.event_id = ${eventId})`;
}
