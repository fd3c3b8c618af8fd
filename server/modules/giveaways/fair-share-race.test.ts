import { LISTING_STATES, LISTING_TYPES } from '@common/codes';
import { rowsOf } from '@server/db/rows';
import { listings } from '@server/db/schema';
import { RESERVED_SHARE_MAX } from '@server/policies/reservations';
import { setupTestApp } from '@server/test/app';
import { befriend, createListing, createUser, type TestUser } from '@server/test/factories';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

// docs/product.md §7.16: a member holds at most 10 reserved listings, even when two owners
// reserve for them at the same moment. On PostgreSQL the requests run on separate connections
// and race for real; on PGlite (one connection) transactions run one after another, so the race
// is between the requests' steps in between. Either way exactly one of two may pass.
const testApp = setupTestApp();
const ctx = () => testApp().ctx;

const reserve = (owner: TestUser, id: number, member: TestUser) =>
  testApp()
    .as(owner)
    .patch(`/api/listings/${id}/status`)
    .send({ state_id: LISTING_STATES.pending, reserved_for: member.id });

const heldBy = async (member: TestUser) => {
  const [row] = await ctx()
    .db.select({ n: count() })
    .from(listings)
    .where(and(eq(listings.reservedFor, member.id), eq(listings.stateId, LISTING_STATES.pending)));
  return row?.n;
};

/** A member holding one short of their share, and two owners who are their friends. */
async function oneShort() {
  const [member, ana, ben, other] = [
    await createUser(ctx()),
    await createUser(ctx()),
    await createUser(ctx()),
    await createUser(ctx()),
  ];
  for (const owner of [ana, ben]) await befriend(ctx(), owner, member);
  for (let i = 0; i < RESERVED_SHARE_MAX - 1; i++) {
    await createListing(ctx(), other, { stateId: LISTING_STATES.pending, reservedFor: member.id });
  }
  return { member, ana, ben };
}

/** How many of this database's connections wait for a lock. */
async function waiting(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    ctx().db,
    sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Runs `race` while another connection keeps every write to listings waiting (reads go on), so
 * both requests have counted before either may write: without the lock on the member both count
 * 9 and both write. Once both wait (for that table, or one for the other's lock on the member),
 * the writes are let through.
 */
async function withWritesHeld<T>(race: () => Promise<T>): Promise<T> {
  let result: Promise<T> | undefined;
  await ctx().db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${listings} in exclusive mode`);
    result = race();
    const until = Date.now() + 5000;
    while ((await waiting()) < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  });
  return result!;
}

// A real race needs two connections: PGlite has one, where the test would wait for itself.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the fair share, both counting at once (PostgreSQL)',
  () => {
    it('two owners whose requests both counted 9: exactly one is refused (409)', async () => {
      const { member, ana, ben } = await oneShort();
      const [a, b] = [await createListing(ctx(), ana), await createListing(ctx(), ben)];
      const answers = await withWritesHeld(() =>
        Promise.all([reserve(ana, a.id, member), reserve(ben, b.id, member)]),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await heldBy(member)).toBe(RESERVED_SHARE_MAX);
    });
  },
);

describe('the fair share under concurrent reservations', () => {
  it('two owners reserving for a member with 9 at once: exactly one is refused (409)', async () => {
    for (let round = 0; round < 3; round++) {
      const { member, ana, ben } = await oneShort();
      const [a, b] = [await createListing(ctx(), ana), await createListing(ctx(), ben)];
      const answers = await Promise.all([reserve(ana, a.id, member), reserve(ben, b.id, member)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)?.body.detail).toBe(
        'This member already has 10 items reserved',
      );
      expect(await heldBy(member)).toBe(RESERVED_SHARE_MAX);
    }
  });

  it('a draw and an owner reserving for the same member at once: one of them is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const { member, ana, ben } = await oneShort();
      const byHand = await createListing(ctx(), ana);
      const giveaway = await testApp()
        .as(ben)
        .post('/api/listings')
        .send({ title: 'Zucchini starts', type_id: LISTING_TYPES.giveaway });
      expect(giveaway.status, giveaway.text).toBe(201);
      const id = giveaway.body.id as number;
      expect((await testApp().as(member).post(`/api/listings/${id}/interest`)).status).toBe(201);
      const answers = await Promise.all([
        reserve(ana, byHand.id, member),
        testApp().as(ben).post(`/api/listings/${id}/draw`),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await heldBy(member)).toBe(RESERVED_SHARE_MAX);
    }
  });
});
