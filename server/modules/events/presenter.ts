import type { Event, EventSummary, NearbyEvent } from '@common/schemas/events';
import type { DistanceUnit } from '@common/units';
import { KM_PER_MILE } from '@common/units';
import type { AppContext } from '@server/context';
import { listings } from '@server/db/schema';
import { present, roundDistance, selectListings, vantageOfHome } from '@server/modules/listings';
import { visibleTo } from '@server/policies/listings';
import { and, asc, inArray } from 'drizzle-orm';
import { broughtListings, listAttendees } from './queries';
import type { EventCardRow } from './visible-event';

/** An event as lists and pages show it (docs/product.md §7.19): its place exactly, its host. */
function presentSummary(row: EventCardRow): EventSummary {
  const { event } = row;
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    place_name: event.placeName,
    latitude: event.latitude,
    longitude: event.longitude,
    host: { id: event.hostId, username: row.hostUsername, avatar: row.hostPicture },
    going_count: row.goingCount,
    going: row.going,
  };
}

/** In the viewer's unit, rounded as listings' distances are (docs/product.md §6.3). */
export function presentNearby(row: EventCardRow & { km: number }, unit: DistanceUnit): NearbyEvent {
  const amount = unit === 'mi' ? row.km / KM_PER_MILE : row.km;
  return { ...presentSummary(row), distance: roundDistance(amount), distance_unit: unit };
}

/**
 * One event's page: who is going, and the listings they bring that the viewer may see
 * (a friends-only one only to the owner's friends, §7.2) as marketplace cards, measured from
 * the viewer's home as every listing card is.
 */
export async function presentEvent(
  ctx: AppContext,
  row: EventCardRow,
  viewerId: number | undefined,
  acceptLanguage: string | undefined,
): Promise<Event> {
  const [attendees, cards] = await Promise.all([
    listAttendees(ctx.db, row.event.id, viewerId),
    selectListings(ctx.db, viewerId)
      .where(and(inArray(listings.id, broughtListings(row.event.id)), visibleTo(viewerId)))
      .orderBy(asc(listings.ownerId), asc(listings.id)),
  ]);
  return {
    ...presentSummary(row),
    bringing: cards.map((card) =>
      present(ctx, card, viewerId, vantageOfHome(card.viewerHome, acceptLanguage)),
    ),
    attendees,
  };
}
