import {
  EVENT_AHEAD_MAX_DAYS,
  EVENT_HOME_METRES,
  EVENTS_CREATED_PER_DAY,
  EVENTS_PER_HOST,
  type Event,
  type EventInput,
  type EventOrigin,
  type EventPatch,
  type EventsQuery,
  type NearbyEvent,
  type RsvpInput,
} from '@common/schemas/events';
import { DAY_MS } from '@common/time';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { eventAttendees, eventBringing, events, jobs, listings, users } from '@server/db/schema';
import { distanceKm } from '@server/geo/geo';
import type { JobPayloads } from '@server/jobs/queue';
import { conflict, HttpError, type LocalText, local, validationFailed } from '@server/lib/errors';
import { viewerPoint } from '@server/modules/map';
import { eventStands } from '@server/policies/events';
import { shownToOthers } from '@server/policies/listings';
import { mustOwn, mustOwnEach, mustSee } from '@server/policies/ownership';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tellCancelled } from './notices';
import { presentEvent, presentNearby } from './presenter';
import { listNearby } from './queries';
import { type EventCardRow, findShownEvent } from './visible-event';

const NOT_FOUND = local('errors.events.notFound');
const REFUSALS = { missing: NOT_FOUND, notYours: local('errors.events.notHost') };

const refuse = (field: (string | number)[], msg: LocalText) =>
  validationFailed([{ loc: ['body', ...field], msg, type: 'custom' }]);

/** In the future and at most 180 days ahead, by the server's clock (docs/product.md §7.19). */
function checkStart(startsAt: Date, now: Date) {
  if (startsAt <= now) throw refuse(['starts_at'], local('events.validation.past'));
  if (startsAt.getTime() > now.getTime() + EVENT_AHEAD_MAX_DAYS * DAY_MS)
    throw refuse(['starts_at'], local('events.validation.tooFar', { max: EVENT_AHEAD_MAX_DAYS }));
}

/** The advisory lock space of hosting; the host's id is the lock's second key. */
const HOSTING_LOCK = 7_190_001;

/**
 * Runs `write` only while the host has made fewer than five swap days in the last 24 hours
 * (cancelled and removed ones too: else making and cancelling would be free; 429) and has fewer
 * than three upcoming (not cancelled, not removed, not over; 409), in a transaction that first
 * locks the host: two creations at once would otherwise both count under the limit and both
 * write; the second now waits and counts the first.
 */
async function withinHostingShare<T>(
  ctx: AppContext,
  hostId: number,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  const now = ctx.clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HOSTING_LOCK}::int, ${hostId}::int)`);
    const [row] = await rowsOf<{ upcoming: number; today: number; oldest: string | null }>(
      tx,
      sql`select
          count(*) filter (where ${eventStands()}
            and ends_at > ${now.toISOString()}::timestamptz)::int as upcoming,
          count(*) filter (where created_at > ${dayAgo}::timestamptz)::int as today,
          min(created_at) filter (where created_at > ${dayAgo}::timestamptz) as oldest
        from events where host_id = ${hostId}`,
    );
    if (Number(row?.today ?? 0) >= EVENTS_CREATED_PER_DAY) {
      const freeAt = new Date(row!.oldest!).getTime() + DAY_MS;
      const wait = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      throw new HttpError(
        429,
        local('errors.events.tooManyToday', { max: EVENTS_CREATED_PER_DAY }),
        { 'Retry-After': String(wait) },
      );
    }
    if (Number(row?.upcoming ?? 0) >= EVENTS_PER_HOST)
      throw conflict(local('errors.events.tooMany', { max: EVENTS_PER_HOST }));
    return write(tx);
  });
}

/**
 * A swap day's place is a public one (docs/product.md §7.19): within 150 m of the host's own
 * stored home it is refused (422), unless the host says it is their home and so agrees to show
 * it to everyone who sees the swap day.
 */
async function checkNotHome(
  ctx: AppContext,
  hostId: number,
  place: { latitude: number; longitude: number },
  atMyHome: boolean | undefined,
) {
  if (atMyHome) return;
  const [home] = await ctx.db
    .select({ latitude: users.latitude, longitude: users.longitude })
    .from(users)
    .where(eq(users.id, hostId));
  if (home?.latitude == null || home.longitude == null) return;
  const metres = distanceKm(home.latitude, home.longitude, place.latitude, place.longitude) * 1000;
  if (metres <= EVENT_HOME_METRES) throw refuse(['latitude'], local('events.validation.atHome'));
}

/**
 * Its neighbours hear of a swap day an hour after it is made, if it still stands then: one
 * cancelled within the hour was never there for them (docs/decisions.md "A swap day is heard of
 * late and seldom"). The queue keeps the database's time, as it does for retries.
 */
function tellNeighboursLater(tx: Db, eventId: number) {
  const payload: JobPayloads['event_nearby'] = { event_id: eventId };
  return tx
    .insert(jobs)
    .values({ kind: 'event_nearby', payload, runAt: sql`now() + interval '1 hour'` });
}

/** The event as `viewerId` may see it, else 404. */
async function shown(ctx: AppContext, id: number, viewerId: number | undefined) {
  return mustSee(await findShownEvent(ctx.db, id, viewerId), NOT_FOUND);
}

/** The event, for its host only: 404 when not shown to them, 403 to everyone else. */
async function hosted(ctx: AppContext, id: number, memberId: number): Promise<EventCardRow> {
  const row = await findShownEvent(ctx.db, id, memberId);
  return mustOwn(row && { ...row, ownerId: row.event.hostId }, memberId, REFUSALS);
}

/** GET /events/{id}. */
export async function getEvent(
  ctx: AppContext,
  id: number,
  viewerId: number | undefined,
  acceptLanguage: string | undefined,
): Promise<Event> {
  return presentEvent(ctx, await shown(ctx, id, viewerId), viewerId, acceptLanguage);
}

/**
 * POST /events (docs/product.md §7.19): at a place that is not the host's home unless they say
 * so, stored within the host's share; the neighbours are told by a background job an hour on.
 */
export async function createEvent(
  ctx: AppContext,
  hostId: number,
  input: EventInput,
  acceptLanguage: string | undefined,
): Promise<Event> {
  const now = ctx.clock.now();
  checkStart(new Date(input.starts_at), now);
  await checkNotHome(ctx, hostId, input, input.at_my_home);
  const id = await withinHostingShare(ctx, hostId, async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        hostId,
        title: input.title,
        description: input.description,
        startsAt: new Date(input.starts_at),
        endsAt: new Date(input.ends_at),
        placeName: input.place_name,
        latitude: input.latitude,
        longitude: input.longitude,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: events.id });
    await tellNeighboursLater(tx, row!.id);
    return row!.id;
  });
  return getEvent(ctx, id, hostId, acceptLanguage);
}

/**
 * PATCH /events/{id}: the host changes any field by the rules of creating; an event over is
 * not changed (409). New times are checked as the event ends up with them, and its reminder
 * is due again; a pin moved is checked against the host's home as a new one is.
 */
export async function updateEvent(
  ctx: AppContext,
  id: number,
  hostId: number,
  patch: EventPatch,
  acceptLanguage: string | undefined,
): Promise<Event> {
  const { event } = await hosted(ctx, id, hostId);
  const now = ctx.clock.now();
  if (event.endsAt <= now) throw conflict(local('errors.events.over'));
  const moved = patch.starts_at !== undefined || patch.ends_at !== undefined;
  const startsAt = patch.starts_at ? new Date(patch.starts_at) : event.startsAt;
  const endsAt = patch.ends_at ? new Date(patch.ends_at) : event.endsAt;
  const place = {
    latitude: patch.latitude ?? event.latitude,
    longitude: patch.longitude ?? event.longitude,
  };
  if (place.latitude !== event.latitude || place.longitude !== event.longitude)
    await checkNotHome(ctx, hostId, place, patch.at_my_home);
  if (moved) {
    checkStart(startsAt, now);
    const length = endsAt.getTime() - startsAt.getTime();
    if (length <= 0) throw refuse(['ends_at'], local('events.validation.endsFirst'));
    if (length > 12 * 60 * 60 * 1000)
      throw refuse(['ends_at'], local('events.validation.tooLong', { max: 12 }));
  }
  await ctx.db
    .update(events)
    .set({
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.place_name !== undefined && { placeName: patch.place_name }),
      ...(patch.latitude !== undefined && { latitude: patch.latitude }),
      ...(patch.longitude !== undefined && { longitude: patch.longitude }),
      ...(moved && { startsAt, endsAt, remindedAt: null }),
      updatedAt: now,
    })
    .where(eq(events.id, id));
  return getEvent(ctx, id, hostId, acceptLanguage);
}

/** DELETE /events/{id}: the host cancels; every attendee is told (docs/product.md §7.19). */
export async function cancelEvent(ctx: AppContext, id: number, hostId: number): Promise<void> {
  await hosted(ctx, id, hostId);
  const [cancelled] = await ctx.db
    .update(events)
    .set({ cancelledAt: ctx.clock.now() })
    .where(and(eq(events.id, id), sql`${events.cancelledAt} is null`))
    .returning({ id: events.id });
  if (cancelled) await tellCancelled(ctx, id);
}

/**
 * Each listing named must be the member's own and shown to others (active, on offer, not held
 * or removed: docs/product.md §7.2, §7.14, §14.2); the first that is not is named (422).
 */
async function checkBringing(ctx: AppContext, memberId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await ctx.db
    .select({ id: listings.id, ownerId: listings.ownerId, shown: shownToOthers(undefined) })
    .from(listings)
    .where(inArray(listings.id, [...ids]));
  const notYours = (index: number, id: number) =>
    refuse(['bringing', index], local('errors.events.listingNotYours', { id }));
  mustOwnEach(ids, found, memberId, notYours, (listing, index) => {
    if (!listing.shown)
      throw refuse(['bringing', index], local('errors.events.listingHidden', { id: listing.id }));
  });
}

/**
 * POST /events/{id}/rsvp: the member is going, bringing the listings named (posting again
 * replaces them). A swap day over cannot be joined (409).
 */
export async function rsvp(
  ctx: AppContext,
  id: number,
  memberId: number,
  input: RsvpInput,
  acceptLanguage: string | undefined,
): Promise<Event> {
  const { event } = await shown(ctx, id, memberId);
  if (event.endsAt <= ctx.clock.now()) throw conflict(local('errors.events.over'));
  const bringing = [...new Set(input.bringing)];
  await checkBringing(ctx, memberId, bringing);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(eventAttendees).values({ eventId: id, userId: memberId }).onConflictDoNothing();
    await tx
      .delete(eventBringing)
      .where(and(eq(eventBringing.eventId, id), eq(eventBringing.userId, memberId)));
    if (bringing.length)
      await tx
        .insert(eventBringing)
        .values(bringing.map((listingId) => ({ eventId: id, userId: memberId, listingId })))
        .onConflictDoNothing();
  });
  return getEvent(ctx, id, memberId, acceptLanguage);
}

/** DELETE /events/{id}/rsvp: no longer going; what they bring goes too. */
export async function leave(ctx: AppContext, id: number, memberId: number): Promise<void> {
  await shown(ctx, id, memberId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(eventBringing)
      .where(and(eq(eventBringing.eventId, id), eq(eventBringing.userId, memberId)));
    await tx
      .delete(eventAttendees)
      .where(and(eq(eventAttendees.eventId, id), eq(eventAttendees.userId, memberId)));
  });
}

/** GET /events: upcoming swap days around the viewer's point, soonest first. */
export async function nearbyEvents(
  ctx: AppContext,
  viewerId: number | undefined,
  query: EventsQuery,
  acceptLanguage: string | undefined,
): Promise<NearbyEvent[]> {
  const { point, unit } = await viewerPoint(ctx, viewerId, query.zip, acceptLanguage);
  const rows = await listNearby(ctx.db, { ...point, km: query.within }, viewerId, ctx.clock.now());
  return rows.map((row) => presentNearby(row, unit));
}

/** GET /events/origin: the member's cloaked point, where their map of swap days opens. */
export async function eventOrigin(
  ctx: AppContext,
  memberId: number,
  acceptLanguage: string | undefined,
): Promise<EventOrigin> {
  return (await viewerPoint(ctx, memberId, undefined, acceptLanguage)).point;
}

/** The event for its calendar file: anyone who may see it. */
export const eventForCalendar = shown;
