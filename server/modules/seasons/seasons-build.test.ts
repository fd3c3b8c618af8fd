import { seasonWords } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { type TestClock, testClock } from '@server/test/fakes/clock';
import { NOW, newArea, wordsOf } from '@server/test/season-world';
import { beforeEach, describe, expect, it } from 'vitest';
import { seasonWordsBuiltAt } from './rebuild';
import { rebuildSeasonWords, sweepSeasonWords } from './sweep';

const testApp = setupTestApp();
let clock: TestClock;
beforeEach(() => {
  clock = testClock(NOW);
  testApp().ctx.clock = clock;
});

const seasons = (user: { token: string }) => testApp().as(user).get('/api/seasons');
const allRows = () =>
  testApp()
    .ctx.db.select()
    .from(seasonWords)
    .orderBy(seasonWords.cellLat, seasonWords.cellLng, seasonWords.month, seasonWords.lexeme);
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('season_words: the words of each square, rebuilt daily (docs/product.md §7.20)', () => {
  it('is built by the sweep when never built, then again only once a day old', async () => {
    const area = newArea(testApp);
    const viewer = await area.member();
    expect(await seasonWordsBuiltAt(testApp().ctx.db)).toBeNull();
    await area.together(3, 'Figs');
    // Nothing built yet: twelve empty months, not an error.
    const before = await seasons(viewer);
    expect(before.status).toBe(200);
    expect(wordsOf(before.body.months, 6)).toEqual([]);

    expect(await sweepSeasonWords(testApp().ctx)).toBe(true);
    expect(await seasonWordsBuiltAt(testApp().ctx.db)).toEqual(NOW);
    expect(wordsOf((await seasons(viewer)).body.months, 6)).toEqual(['figs:few']);

    await area.together(3, 'Medlars');
    clock.set(later(testApp().ctx.config.seasonsRebuildMs - 60_000));
    expect(await sweepSeasonWords(testApp().ctx)).toBe(false);
    expect(await seasonWordsBuiltAt(testApp().ctx.db)).toEqual(NOW);
    expect(wordsOf((await seasons(viewer)).body.months, 6)).toEqual(['figs:few']);

    clock.set(later(testApp().ctx.config.seasonsRebuildMs));
    expect(await sweepSeasonWords(testApp().ctx)).toBe(true);
    expect(await seasonWordsBuiltAt(testApp().ctx.db)).toEqual(
      later(testApp().ctx.config.seasonsRebuildMs),
    );
    expect(wordsOf((await seasons(viewer)).body.months, 6)).toEqual(['figs:few', 'medlars:few']);
  });

  it('keeps one row per square, month and word, and gives the same rows when rebuilt', async () => {
    const area = newArea(testApp);
    const [first] = await area.together(2, 'Tomatoes and tomato');
    await area.post(first!, 'Cherry tomatoes', { categoryId: 2 });
    await area.together(1, 'Tomato', { north: 1 });
    await rebuildSeasonWords(testApp().ctx);
    const once = await allRows();
    const mine = once.filter((r) => r.lexeme === 'tomato');
    // Both squares keep their own counts; one member alone in the north square is kept too:
    // the floor applies to what a page adds up.
    expect(
      mine.map(({ month, word, listings, members, produce, seeds, plants }) => ({
        month,
        word,
        listings,
        members,
        produce,
        seeds,
        plants,
      })),
    ).toEqual([
      { month: 6, word: 'tomatoes', listings: 3, members: 2, produce: 2, seeds: 1, plants: 0 },
      { month: 6, word: 'tomato', listings: 1, members: 1, produce: 1, seeds: 0, plants: 0 },
    ]);
    expect(mine[1]!.cellLat).toBe(mine[0]!.cellLat + 1);

    await rebuildSeasonWords(testApp().ctx);
    expect(await allRows()).toEqual(once);
  });
});
