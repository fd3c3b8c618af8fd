import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { deriveLocationKey } from '@server/config-keys';
import type { Db } from '@server/db/client';
import * as schema from '@server/db/schema';
import { cloakStoredHomes } from '@server/modules/map';
import bcrypt from 'bcrypt';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Counts } from './options';
import { swapDays } from './seed-events';
import { EXCHANGE_TABLES, exchanges, reservedFor } from './seed-exchanges';
import { batched, floatArray, type Log, literal, pick, rnd, textArray, timed } from './seed-sql';
import type { SqlClient } from './sql-client';
import { CROPS, DESCRIPTIONS, FIRST_NAMES, LAST_NAMES, MESSAGES, TOWNS } from './vocabulary';

/** Every seeded member signs in with this password (the bench signs tokens directly). */
const BENCH_PASSWORD = 'bench-garden-password';

/**
 * Tables whose secondary indexes are dropped while rows pour in and built once afterwards:
 * one sorted build is many times faster than a million index insertions.
 */
const BULK_TABLES = [
  'listings',
  'want_listings',
  'friendships',
  'messages',
  'conversations',
  ...EXCHANGE_TABLES,
];

/**
 * Row triggers the seed does the work of in bulk (same result, set-based). Any trigger not
 * named here stays enabled and runs for each row as usual.
 */
const REPLACED_TRIGGERS = [
  { table: 'listings', name: 'listings_owner_location' },
  // Members are cloaked before any listing exists: there is nothing for it to move.
  { table: 'users', name: 'users_location_moves_listings' },
  { table: 'messages', name: 'messages_conversations' },
];

const crops = textArray(CROPS);
const crop = (i: string, salt: number) => pick(crops, CROPS.length, i, salt);

async function members(db: SqlClient, n: number, passwordHash: string) {
  const town = (i: string) => `1 + floor(${rnd(i, 11)} * ${TOWNS.length})::int`;
  // Seven in ten live within about 8 km of a town centre, the rest anywhere in the region.
  const spread = (i: string, salt: number, km: number) =>
    `((${rnd(i, salt)} + ${rnd(i, salt + 1)} - 1) * ${km / 111})`;
  await batched(
    db,
    n,
    (from, to) => `
    insert into users (email, username, password_hash, first_name, last_name, city, state,
      zip_code, latitude, longitude, created_at, updated_at, email_confirmed_at)
    select 'member' || i || '@bench.example', 'member' || i, ${literal(passwordHash)},
      ${pick(textArray(FIRST_NAMES), FIRST_NAMES.length, 'i', 12)},
      ${pick(textArray(LAST_NAMES), LAST_NAMES.length, 'i', 13)},
      (${textArray(TOWNS.map((t) => t.city))})[t], 'UT', (${textArray(TOWNS.map((t) => t.zip))})[t],
      round(((${floatArray(TOWNS.map((t) => t.lat))})[t] + ${spread('i', 14, 16)}
        * case when ${rnd('i', 16)} < 0.7 then 1 else 4 end)::numeric, 6)::float8,
      round(((${floatArray(TOWNS.map((t) => t.lon))})[t] + ${spread('i', 17, 21)}
        * case when ${rnd('i', 16)} < 0.7 then 1 else 4 end)::numeric, 6)::float8,
      now() - interval '400 days' + i * interval '1 second',
      now() - interval '400 days' + i * interval '1 second',
      -- Settled members, as In season near you counts them (docs/product.md §7.20).
      now() - interval '399 days' + i * interval '1 second'
    from (select i, ${town('i')} as t from generate_series(${from}, ${to}) i) s
    order by i`,
  );
}

/**
 * Every member's cloaked point, as the app stores it with the home (docs/decisions.md
 * "Locations and privacy"), by the server's own start-up backfill. The server keeps stored
 * points whatever its key, so a key of the seed's own only decides where in each cell a
 * seeded member is shown.
 */
async function cloakedHomes(db: SqlClient) {
  const drizzleDb = (db.kind === 'pglite'
    ? drizzlePglite(db.raw as PGlite, { schema })
    : drizzlePg(db.raw as pg.Client, { schema })) as unknown as Db;
  await cloakStoredHomes(drizzleDb, deriveLocationKey(randomBytes(48).toString('base64url')));
}

async function listings(db: SqlClient, n: number, memberCount: number) {
  await batched(
    db,
    n,
    (from, to) => `
    insert into listings (owner_id, title, description, price, is_active, is_public, type_id,
      state_id, category_id, created_at, updated_at, location, reserved_for)
    select s.owner, s.title, s.description,
      case when s.type_id = 1 then round((1 + ${rnd('s.i', 24)} * 39)::numeric, 2) else 0 end,
      ${rnd('s.i', 25)} < 0.92, ${rnd('s.i', 26)} < 0.8, s.type_id,
      case when ${rnd('s.i', 27)} < 0.8 then 1 when ${rnd('s.i', 27)} < 0.9 then 2 else 3 end,
      s.category_id, s.created_at, s.created_at,
      case when u.cloaked_latitude is null or u.cloaked_longitude is null then null
           else point(u.cloaked_longitude, u.cloaked_latitude) end,
      ${reservedFor('s.i', 's.owner', rnd('s.i', 27), memberCount)}
    from (
      select i, 1 + floor(${rnd('i', 21)} * ${memberCount})::int as owner,
        1 + floor(${rnd('i', 22)} * 3)::int as type_id, c.category_id,
        case c.category_id when 1 then 'Fresh ' || c.crop
          when 2 then upper(left(c.crop, 1)) || substr(c.crop, 2) || ' seeds'
          else upper(left(c.crop, 1)) || substr(c.crop, 2) || ' starts' end as title,
        ${pick(textArray(DESCRIPTIONS), DESCRIPTIONS.length, 'i', 28)} as description,
        now() - ${rnd('i', 29)} * interval '365 days' as created_at
      from generate_series(${from}, ${to}) i,
        lateral (select ${crop('i', 23)} as crop, 1 + floor(${rnd('i', 30)} * 3)::int as category_id) c
    ) s
    join users u on u.id = s.owner
    order by s.i`,
  );
}

async function wants(db: SqlClient, n: number, memberCount: number) {
  // Spread evenly: every member keeps a few, as the wish-list page allows (5 per category).
  await batched(
    db,
    n,
    (from, to) => `
    insert into want_listings (owner_id, title, category_id, created_at)
    select 1 + (i - 1) % ${memberCount}, ${crop('i', 31)}, 1 + floor(${rnd('i', 32)} * 3)::int,
      now() - ${rnd('i', 33)} * interval '200 days'
    from generate_series(${from}, ${to}) i
    order by i`,
  );
}

/**
 * Pairs (a, a + offset) for distinct offsets below half the membership are all different
 * pairs, so exactly `n` friendships are written without a uniqueness check per row.
 */
async function friendships(db: SqlClient, n: number, memberCount: number) {
  const perMember = Math.ceil(n / memberCount);
  const step = Math.max(1, Math.floor((memberCount - 1) / 2 / perMember));
  await batched(
    db,
    n,
    (from, to) => `
    insert into friendships (sender_id, receiver_id, status, created_at, responded_at)
    select s.a + 1, (s.a + s.offset) % ${memberCount} + 1, s.status, s.created_at,
      case when s.status = 'pending' then null else s.created_at + interval '1 day' end
    from (
      select i, (i - 1) % ${memberCount} as a, 1 + ((i - 1) / ${memberCount}) * ${step} as offset,
        case when ${rnd('i', 41)} < 0.85 then 'accepted' when ${rnd('i', 41)} < 0.95 then 'pending'
          else 'rejected' end as status,
        now() - interval '300 days' + ${rnd('i', 42)} * interval '250 days' as created_at
      from generate_series(${from}, ${to}) i
    ) s
    order by s.i`,
  );
}

/** Conversations of about eight messages along the first friendships, oldest first. */
async function messages(db: SqlClient, n: number, friendshipCount: number) {
  const threads = Math.max(1, Math.min(friendshipCount, Math.floor(n / 8)));
  await batched(
    db,
    n,
    (from, to) => `
    insert into messages (sender_id, receiver_id, content, is_read, created_at)
    select case when ${rnd('i', 51)} < 0.5 then f.sender_id else f.receiver_id end,
      case when ${rnd('i', 51)} < 0.5 then f.receiver_id else f.sender_id end,
      ${pick(textArray(MESSAGES), MESSAGES.length, 'i', 52)},
      i <= ${Math.floor(n * 0.95)},
      now() - (${n + 1} - i) * interval '15 seconds'
    from generate_series(${from}, ${to}) i
    join friendships f on f.id = 1 + (i - 1) % ${threads}
    order by i`,
  );
  // What the messages_conversations trigger keeps, built in one pass (as migration 0006 does).
  await db.exec(`
    insert into conversations (user_id, other_id, last_message_id)
    select pair.u, pair.o, max(pair.id)
    from (
      select sender_id as u, receiver_id as o, id from messages
      union all
      select receiver_id, sender_id, id from messages
    ) pair
    group by pair.u, pair.o`);
}

/**
 * Seeds a freshly migrated, empty database. Secondary indexes of the big tables are dropped
 * first and rebuilt from their own definitions afterwards; then everything is analyzed.
 */
export async function seed(db: SqlClient, counts: Counts, log: Log): Promise<void> {
  const [existing] = await db.query<{ n: number }>('select count(*)::int as n from users');
  if (Number(existing?.n) > 0) throw new Error('The bench database is not empty');
  const indexes = await db.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [BULK_TABLES],
  );
  const triggers = await db.query<{ table: string; name: string }>(
    `select c.relname as table, t.tgname as name from pg_trigger t
     join pg_class c on c.oid = t.tgrelid where not t.tgisinternal and t.tgname = any($1)`,
    [REPLACED_TRIGGERS.map((t) => t.name)],
  );
  await db.exec(`set maintenance_work_mem = '${db.kind === 'pglite' ? '128MB' : '512MB'}'`);
  for (const index of indexes) await db.exec(`drop index "${index.name}"`);
  for (const t of triggers) await db.exec(`alter table "${t.table}" disable trigger "${t.name}"`);
  try {
    const hash = await bcrypt.hash(BENCH_PASSWORD, 10);
    await timed(log, `${counts.members} members`, () => members(db, counts.members, hash));
    await timed(log, 'their cloaked points', () => cloakedHomes(db));
    await timed(log, `${counts.listings} listings`, () =>
      listings(db, counts.listings, counts.members),
    );
    await timed(log, `${counts.wants} wants`, () => wants(db, counts.wants, counts.members));
    await timed(log, `${counts.friendships} friendships`, () =>
      friendships(db, counts.friendships, counts.members),
    );
    await timed(log, `${counts.messages} messages and their conversations`, () =>
      messages(db, counts.messages, counts.friendships),
    );
    await timed(log, 'reservations, pickups, thanks and interests', () =>
      exchanges(db, counts.listings, counts.members),
    );
    await timed(log, 'swap days, who goes and what they bring', () => swapDays(db, counts.members));
  } finally {
    for (const t of triggers) await db.exec(`alter table "${t.table}" enable trigger "${t.name}"`);
  }
  await timed(log, `${indexes.length} indexes rebuilt`, async () => {
    for (const index of indexes) await db.exec(index.definition);
  });
  await timed(log, 'vacuum analyze', () => db.exec('vacuum analyze'));
}
