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
  };
}

/** One signed token per member, exactly as the server signs them at sign-in. */
export function tokensFor(secret: string, ids: number[]): Map<number, string> {
  return new Map(ids.map((id) => [id, signToken(secret, id, 0)]));
}
