import type { EventNotificationKind } from '@common/notification-kinds';
import type { AppContext } from '@server/context';
import { rowsOf } from '@server/db/rows';
import { events, users } from '@server/db/schema';
import { notificationDeliveries } from '@server/deliveries/notification-deliveries';
import { boundingBox, EARTH_RADIUS_KM } from '@server/geo/geo';
import { announce } from '@server/modules/notifications';
import { blockedEitherWayOf } from '@server/policies/blocks';
import { eventStands } from '@server/policies/events';
import { memberInGoodStanding, memberNotDeleted } from '@server/policies/members';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** Members within this distance of a new swap day's place are told of it (docs/product.md §7.19). */
const EVENT_NEARBY_KM = 25;
/** At most this many neighbours hear of one swap day, the nearest first. */
const EVENT_NEARBY_MAX = 1000;
/** A neighbour hears of one host's swap days at most once in this long (docs/product.md §7.19). */
const EVENT_NEARBY_ONCE_PER_MS = 7 * 24 * 60 * 60 * 1000;

/** The advisory lock space of telling a host's neighbours; the host's id is the second key. */
const NEARBY_LOCK = 7_190_002;

/** The swap day and the members told, as the raw statements below name them. */
const e = alias(events, 'e');
const u = alias(users, 'u');

const stamp = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The event as a notice keeps it (presenter.ts EventData): data, never words. */
const dataOf = sql`jsonb_build_object('event_id', c.event_id, 'title', c.title,
  'place_name', c.place_name, 'starts_at', ${stamp(sql`c.starts_at`)},
  'ends_at', ${stamp(sql`c.ends_at`)})`;

/**
 * Stores one notice of `kind` per row `told` answers (user_id, actor_id, event_id, title,
 * place_name, starts_at, ends_at) with its deliveries, in one statement, and announces each to
 * the recipient's open tabs; `claimed`, an update returning events, comes first when the rows
 * are the claimed events'. With `host`, the statement runs under that host's lock, so what it
 * reads of the notices already stored includes every one stored before it. Answers how many
 * were told.
 */
async function insertEventNotices(
  ctx: AppContext,
  kind: EventNotificationKind,
  told: SQL,
  opts: { claimed?: SQL; host?: number } = {},
): Promise<number> {
  // A claiming update must be a top-level CTE (PostgreSQL refuses one nested in `told`).
  const claim = opts.claimed ? sql`claimed as (${opts.claimed}),` : sql``;
  const statement = sql`with ${claim} told as (${told}),
      inserted as (
        insert into notifications (user_id, kind, actor_id, data)
        select c.user_id, ${kind}, c.actor_id, ${dataOf} from told c
        returning id, user_id, kind),
      queued as (${notificationDeliveries(sql`inserted`)})
      select id, user_id as "userId" from inserted order by id`;
  type Told = { id: number; userId: number };
  const host = opts.host;
  const rows =
    host === undefined
      ? await rowsOf<Told>(ctx.db, statement)
      : await ctx.db.transaction(async (tx) => {
          // Read committed: the statement's snapshot is taken once the lock is held.
          await tx.execute(sql`select pg_advisory_xact_lock(${NEARBY_LOCK}::int, ${host}::int)`);
          return rowsOf<Told>(tx, statement);
        });
  for (const row of rows) await announce(ctx, Number(row.userId), Number(row.id));
  return rows.length;
}

const eventColumns = sql`e.id as event_id, e.host_id as actor_id, e.title, e.place_name,
  e.starts_at, e.ends_at`;

/** Whether a member's choices let `event_nearby` reach them: on unless both channels are off. */
const allowsNearby = sql`coalesce((s.preferences -> 'event_nearby' ->> 'push')::boolean, true)
  or coalesce((s.preferences -> 'event_nearby' ->> 'email')::boolean, false)`;

/**
 * `event_nearby` (docs/product.md §7.19): a new swap day, to the members whose cloaked point is
 * within 25 km of its place (never their exact home), but not its host, members who block or
 * are blocked by the host, the suspended and those gone, nor anyone who switched it off; the
 * nearest 1000 at most, each once, and none who heard of this host's swap days in the last
 * week. Run by a background job an hour after the swap day is made, and only while it still
 * stands (docs/decisions.md "A swap day is heard of late and seldom").
 */
export async function tellNeighbours(ctx: AppContext, eventId: number): Promise<number> {
  const now = ctx.clock.now();
  const standing = sql`${eventStands(e)} and e.ends_at > ${now.toISOString()}::timestamptz`;
  const [event] = await rowsOf<{ hostId: number; latitude: number; longitude: number }>(
    ctx.db,
    sql`select e.host_id as "hostId", e.latitude, e.longitude from events e
      where e.id = ${eventId} and ${standing}`,
  );
  if (!event) return 0;
  const box = boundingBox(event.latitude, event.longitude, EVENT_NEARBY_KM);
  const km = sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(u.cloaked_latitude - e.latitude) / 2), 2) +
    cos(radians(e.latitude)) * cos(radians(u.cloaked_latitude)) *
    power(sin(radians(u.cloaked_longitude - e.longitude) / 2), 2))))`;
  const weekAgo = new Date(now.getTime() - EVENT_NEARBY_ONCE_PER_MS).toISOString();
  return insertEventNotices(
    ctx,
    'event_nearby',
    sql`select u.id as user_id, ${eventColumns}
      from events e
      join users u on u.cloaked_latitude between ${box.minLat} and ${box.maxLat}
        and u.cloaked_longitude between ${box.minLon} and ${box.maxLon}
      left join notification_settings s on s.user_id = u.id
      where e.id = ${eventId} and ${standing} and u.id <> e.host_id
        and ${memberInGoodStanding(u)}
        and u.id <> all(array${blockedEitherWayOf(sql`e.host_id`)})
        and ${km} <= ${EVENT_NEARBY_KM}
        and (${allowsNearby})
        and not exists (select 1 from notifications n where n.user_id = u.id
          and n.kind = 'event_nearby'
          and (n.data ->> 'event_id' = e.id::text
            or (n.actor_id = e.host_id and n.created_at > ${weekAgo}::timestamptz)))
      order by ${km}, u.id
      limit ${EVENT_NEARBY_MAX}`,
    { host: Number(event.hostId) },
  );
}

/** `event_cancelled`: every attendee but the host, when the host cancels. */
export function tellCancelled(ctx: AppContext, eventId: number): Promise<number> {
  return insertEventNotices(
    ctx,
    'event_cancelled',
    sql`select a.user_id, ${eventColumns}
      from events e join event_attendees a on a.event_id = e.id
      join users u on u.id = a.user_id
      where e.id = ${eventId} and a.user_id <> e.host_id and ${memberNotDeleted(u)}`,
  );
}

/**
 * `event_reminder`: claims the swap days starting within a day and not yet reminded, and tells
 * their attendees but the host, in one statement: of processes sweeping at once, one claims each
 * event, and a crash never leaves one claimed and its attendees untold.
 */
export function remindAttendees(ctx: AppContext, now: Date, beforeMs: number): Promise<number> {
  const at = now.toISOString();
  const soon = new Date(now.getTime() + beforeMs).toISOString();
  return insertEventNotices(
    ctx,
    'event_reminder',
    sql`select a.user_id, ${eventColumns}
      from claimed e join event_attendees a on a.event_id = e.id
      join users u on u.id = a.user_id
      where a.user_id <> e.host_id and ${memberNotDeleted(u)}`,
    {
      claimed: sql`update events set reminded_at = ${at}::timestamptz
        where reminded_at is null and ${eventStands()}
          and starts_at <= ${soon}::timestamptz and starts_at > ${at}::timestamptz
        returning *`,
    },
  );
}
