import { seasonWords } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import type { TestUser } from '@server/test/factories';
import { type TestClock, testClock } from '@server/test/fakes/clock';
import { JUNE, NOW, newArea, wordsOf } from '@server/test/season-world';
import { and, between, eq, sum } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type SeasonBlockSize, seasonBlockOf, squaresOf } from './cells';
import { rebuildSeasonWords } from './sweep';

const testApp = setupTestApp();
let clock: TestClock;
beforeEach(() => {
  clock = testClock(NOW);
  testApp().ctx.clock = clock;
});

const ask = (user: { token: string }, within: number) =>
  testApp().as(user).get('/api/seasons').query({ within });
const rebuild = () => rebuildSeasonWords(testApp().ctx);
const june = async (user: { token: string }, within: number) => {
  const res = await ask(user, within);
  expect(res.status).toBe(200);
  return wordsOf(res.body.months, 6);
};

/**
 * The attacks that once named a member in "In season near you", played again through the API
 * (docs/decisions.md, "In season near you"; docs/product.md §7.20).
 */
describe('GET /api/seasons against an attacker', () => {
  it('does not lift a lone neighbour’s words over the floor with fresh accounts beside them', async () => {
    const area = newArea(testApp);
    const victim = await area.member({ north: 1, east: 1 });
    // The victim's two listings: one handed over, one expired, neither visible to anyone now.
    await area.post(victim, 'Cherry tomatoes', { stateId: 3 });
    await area.post(victim, 'Rainbow chard', { expiredAt: JUNE });
    // Two accounts made for the probe in the victim's square, addresses confirmed, each
    // listing six guessed words.
    const guesses = 'tomatoes chard beans kale squash peppers';
    const probes: TestUser[] = [];
    for (const age of [1, 29]) {
      const probe = await area.newcomer({ north: 1, east: 1 }, age);
      await area.post(probe, guesses);
      probes.push(probe);
    }
    await rebuild();
    for (const within of [1, 10, 25, 50]) expect(await june(probes[0]!, within)).toEqual([]);

    // Kept a month, the probe's accounts count: the victim's words show, but only as "a few",
    // never as the exact 3 that told the probe one more member had listed them.
    clock.set(new Date(NOW.getTime() + 30 * 86_400_000));
    await rebuild();
    const res = await ask(probes[0]!, 10);
    expect(wordsOf(res.body.months, 6)).toEqual(['chard:few', 'tomatoes:few']);
    for (const word of res.body.months[5].top)
      expect(word, word.word).toMatchObject({ members: null, listings: null });
  });

  it('gives one answer per area to every square of a block, whatever `within`, so radii cannot be differenced', async () => {
    const area = newArea(testApp);
    // The victim in one square of the first 4 × 4 block, nine others across that block; one
    // more in the rest of the 8 × 8 block and one in the rest of the 16 × 16.
    const victim = await area.member({ north: 1, east: 2 });
    await area.post(victim, 'Tomatoes');
    for (let i = 0; i < 9; i++)
      await area.together(1, 'Tomatoes', { north: i % 4, east: 3 - (i % 3) });
    await area.together(1, 'Tomatoes', { north: 5, east: 6 });
    await area.together(1, 'Tomatoes', { north: 12, east: 2 });
    // Askers, who list nothing, in every square of the victim's 4 × 4 block.
    const askers: TestUser[] = [];
    for (let north = 0; north < 4; north++)
      for (let east = 0; east < 4; east++) askers.push(await area.member({ north, east }));
    await rebuild();

    const answers = new Map<string, Set<number>>();
    for (let within = 1; within <= 50; within++) {
      const first = (await ask(askers[0]!, within)).body;
      for (const asker of askers.slice(1))
        expect((await ask(asker, within)).body, `within ${within}`).toEqual(first);
      const key = JSON.stringify(first);
      answers.set(key, (answers.get(key) ?? new Set()).add(within));
    }
    // Exactly three answers, one per area, each for the distances that pick it.
    const ranges = [...answers.values()].map((w) => [Math.min(...w), Math.max(...w), w.size]);
    expect(ranges).toEqual([
      [1, 10, 10],
      [11, 25, 15],
      [26, 50, 25],
    ]);
    expect(await june(askers[0]!, 10)).toEqual(['tomatoes:10/10']);
    expect(await june(askers[0]!, 25)).toEqual(['tomatoes:11/11']);
    expect(await june(askers[0]!, 50)).toEqual(['tomatoes:12/12']);

    // From the neighbouring squares across the block's edges (in the next 4 × 4 blocks of the
    // same 8 × 8), the small area is their own block's, and the larger ones the same as
    // everyone's: the victim's count never moves with the square asked from.
    for (const where of [
      { north: 4, east: 2 },
      { north: 1, east: 4 },
      { north: 4, east: 4 },
    ]) {
      const neighbour = await area.member(where);
      expect(await june(neighbour, 10), JSON.stringify(where)).toEqual([]);
      expect(await june(neighbour, 25), JSON.stringify(where)).toEqual(['tomatoes:11/11']);
      expect(await june(neighbour, 50), JSON.stringify(where)).toEqual(['tomatoes:12/12']);
    }

    // Each answer is the sum over one whole block, so the difference of two nested answers is
    // the sum over whole blocks too (here 11 − 10: the three other 4 × 4 blocks of the 8 × 8).
    const db = testApp().ctx.db;
    const blockSum = async (size: SeasonBlockSize) => {
      const sq = squaresOf(
        seasonBlockOf({ cellLat: area.first.cellLat, cellLng: area.first.cellLng }, size),
      );
      const [row] = await db
        .select({ members: sum(seasonWords.members).mapWith(Number) })
        .from(seasonWords)
        .where(
          and(
            eq(seasonWords.lexeme, 'tomato'),
            eq(seasonWords.month, 6),
            between(seasonWords.cellLat, sq.minCellLat, sq.maxCellLat),
            between(seasonWords.cellLng, sq.minCellLng, sq.maxCellLng),
          ),
        );
      return row?.members;
    };
    expect([await blockSum(4), await blockSum(8), await blockSum(16)]).toEqual([10, 11, 12]);
  });
});
