import { signToken } from '@server/lib/tokens';
import type { SqlClient } from './sql-client';

/** Ids read from the seeded database, so every request asks for something that exists. */
export interface Fixtures {
  memberIds: number[];
  /** Public, active, available listings: anyone signed in may open them. */
  listingIds: number[];
  /** (member, other) pairs that have a conversation. */
  threadPairs: [number, number][];
  /** Members who have accepted friends (the Friend's tab has something to show). */
  friendedIds: number[];
  /** Members with a pickup proposed or accepted and not yet over (their Upcoming pickups). */
  pickupMemberIds: number[];
  /** Members some neighbour thanked (a seller page's thanks list has something to show). */
  thankedIds: number[];
  /**
   * (listing, party) of reserved listings anyone signed in may see, for both parties: the
   * owner and the member it is promised to (the listing page's pickup panel).
   */
  reservedParties: [number, number][];
  /** Members with the most conversations, the busiest first (a profile's reply time reads them). */
  talkativeIds: number[];
  /** Upcoming swap days with someone going (an event page has attendees and cards to show). */
  eventIds: number[];
}

const SAMPLE = 5_000;

export async function readFixtures(db: SqlClient): Promise<Fixtures> {
  const ids = async (query: string) =>
    (await db.query<{ id: number }>(query)).map((r) => Number(r.id));
  // Spread over the whole table: every k-th row, not the first few thousand.
  const [stats] = await db.query<{ n: number }>('select count(*)::int as n from listings');
  const every = Math.max(1, Math.floor(Number(stats?.n ?? 0) / (SAMPLE * 2)));
  const pairs = await db.query<{ a: number; b: number }>(
    `select user_id as a, other_id as b from conversations
     where user_id % 7 = 0 or other_id % 7 = 0 limit ${SAMPLE}`,
  );
  return {
    memberIds: await ids(`select id from users order by id limit ${SAMPLE * 4}`),
    listingIds: await ids(
      `select id from listings where id % ${every} = 0 and is_public and is_active and state_id = 1
       limit ${SAMPLE}`,
    ),
    threadPairs: pairs.map((p) => [Number(p.a), Number(p.b)]),
    friendedIds: await ids(
      `select distinct sender_id as id from friendships where status = 'accepted'
       order by 1 limit ${SAMPLE}`,
    ),
    ...(await exchangeFixtures(db)),
    eventIds: await ids(
      `select e.id from events e where e.cancelled_at is null and e.removed_at is null
         and e.ends_at > now() and exists (select 1 from event_attendees a where a.event_id = e.id)
       order by e.id limit ${SAMPLE}`,
    ),
  };
}

/** The second half of an exchange (bench/seed-exchanges.ts): who has something to show. */
async function exchangeFixtures(db: SqlClient) {
  const ids = async (query: string) =>
    (await db.query<{ id: number }>(query)).map((r) => Number(r.id));
  const parties = await db.query<{ listing: number; member: number }>(
    `select l.id as listing, party.id as member
     from listings l cross join lateral (values (l.owner_id), (l.reserved_for)) party(id)
     where l.state_id = 2 and l.reserved_for is not null and l.is_public and l.is_active
       and l.expired_at is null and l.moderation is null
     order by l.id, party.id limit ${SAMPLE}`,
  );
  return {
    pickupMemberIds: await ids(
      `select distinct p.party as id from pickups,
         lateral (values (owner_id), (recipient_id)) p(party)
       where state in ('proposed', 'accepted') and ends_at > now() order by 1 limit ${SAMPLE}`,
    ),
    thankedIds: await ids(
      `select distinct to_id as id from thanks where removed_at is null order by 1 limit ${SAMPLE}`,
    ),
    reservedParties: parties.map((p): [number, number] => [Number(p.listing), Number(p.member)]),
    talkativeIds: await ids(
      `select user_id as id from conversations group by user_id
       order by count(*) desc, user_id limit ${SAMPLE}`,
    ),
  };
}

/** One signed token per member, exactly as the server signs them at sign-in. */
export function tokensFor(secret: string, ids: number[]): Map<number, string> {
  return new Map(ids.map((id) => [id, signToken(secret, id, 0)]));
}
