import { batched, literal, pick, rnd, textArray } from './seed-sql';
import type { SqlClient } from './sql-client';

/**
 * Swap days (docs/product.md §7.19) in the bench's data: one per 40 members, each hosted by a
 * different member at a public spot within about 2 km of the host's cloaked point, from two days
 * ago to two months ahead; a few to fifteen neighbours going to each, most bringing one of their
 * public listings. What the reminder sweep would have written for days already near is written
 * too, so the bench's server does not send them all at once.
 */

const TITLES = ['Spring seed swap', 'Seedling swap', 'Harvest share', 'Cuttings and bulbs swap'];
const PLACES = ['Library lawn', 'Community garden gate', 'Park pavilion', 'Church car park'];

const eventCount = (members: number) => Math.max(20, Math.floor(members / 40));

export async function swapDays(db: SqlClient, members: number) {
  const count = eventCount(members);
  await db.exec(`
    insert into events (host_id, title, description, starts_at, ends_at, place_name, latitude,
      longitude, reminded_at)
    select e.host, ${pick(textArray(TITLES), TITLES.length, 'e.i', 91)},
      ${literal('Bring what your garden gives; take what you will grow.')}, e.starts,
      e.starts + interval '3 hours', ${pick(textArray(PLACES), PLACES.length, 'e.i', 92)},
      u.cloaked_latitude + (${rnd('e.i', 93)} - 0.5) * 0.036,
      u.cloaked_longitude + (${rnd('e.i', 94)} - 0.5) * 0.048,
      case when e.starts <= now() + interval '1 day' then now() end
    from (
      select i, 1 + (i * 37) % ${members} as host,
        date_trunc('hour', now()) + (${rnd('i', 95)} * 62 - 2) * interval '1 day' as starts
      from generate_series(1, ${count}) i
    ) e join users u on u.id = e.host
    where u.cloaked_latitude is not null`);
  const going = Math.min(15, members - 1);
  await batched(
    db,
    count,
    (from, to) => `
    insert into event_attendees (event_id, user_id)
    select e.id, 1 + (e.host_id + k * 13) % ${members}
    from events e, generate_series(1, ${going}) k
    where e.id between ${from} and ${to} and k <= 1 + floor(${rnd('e.id', 96)} * ${going})
      and 1 + (e.host_id + k * 13) % ${members} <> e.host_id
    on conflict do nothing`,
  );
  await db.exec(`
    insert into event_bringing (event_id, user_id, listing_id)
    select a.event_id, a.user_id, l.id
    from event_attendees a
    cross join lateral (select id from listings
      where owner_id = a.user_id and is_public and is_active and expired_at is null
      order by id limit 1) l
    where ${rnd('a.event_id * 100003 + a.user_id', 97)} < 0.6
    on conflict do nothing`);
}
