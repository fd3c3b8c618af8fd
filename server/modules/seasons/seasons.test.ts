import { friendships, listings, users } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { type TestClock, testClock } from '@server/test/fakes/clock';
import { JUNE, NOW, newArea, wordsOf } from '@server/test/season-world';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rebuildSeasonWords } from './sweep';

const testApp = setupTestApp();
let clock: TestClock;
beforeEach(() => {
  clock = testClock(NOW);
  testApp().ctx.clock = clock;
});

const ask = (user: { token: string }, within?: number) =>
  testApp()
    .as(user)
    .get('/api/seasons')
    .query(within === undefined ? {} : { within });
/** What the page says once season_words is rebuilt by the test clock, as the sweep would. */
const seasons = async (user: { token: string }, within?: number) => {
  await rebuildSeasonWords(testApp().ctx);
  return ask(user, within);
};

describe('GET /api/seasons: what neighbours list, month by month (docs/product.md §7.20)', () => {
  it('shows a word only once three different members listed it in the month, and its counts only from ten', async () => {
    const area = newArea(testApp);
    const [first] = await area.together(2, 'Ripe tomatoes');
    // Two listings by one of the two: still two members.
    await area.post(first!, 'More tomatoes');
    const two = await seasons(first!, 10);
    expect(two.status).toBe(200);
    expect(two.body.months.map((m: { month: number }) => m.month)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(two.body.months.every((m: { top: unknown[] }) => m.top.length === 0)).toBe(true);

    await area.together(1, 'Tomatoes, sweet');
    // Kept for the hour, the answer changes only with a rebuild of the words.
    expect(wordsOf((await ask(first!, 10)).body.months, 6)).toEqual([]);
    const three = await seasons(first!, 10);
    // Three to nine members: the word, without its counts ("a few neighbours").
    expect(three.body.months[5].top).toEqual([
      { word: 'tomatoes', category_id: 1, listings: null, members: null },
    ]);
    expect(wordsOf(three.body.months, 5)).toEqual([]);

    await area.together(6, 'Tomatoes');
    expect(wordsOf((await seasons(first!, 10)).body.months, 6)).toEqual(['tomatoes:few']);
    await area.together(1, 'Tomatoes', { north: 3, east: 3 });
    const ten = await seasons(first!, 10);
    expect(ten.body.months[5].top).toEqual([
      { word: 'tomatoes', category_id: 1, listings: 11, members: 10 },
    ]);
  });

  it("counts the viewer's own listings like anyone's", async () => {
    const area = newArea(testApp);
    const viewer = await area.member();
    await area.post(viewer, 'Zucchini');
    await area.together(2, 'Zucchini');
    expect(wordsOf((await seasons(viewer)).body.months, 6)).toEqual(['zucchini:few']);
    await area.together(7, 'Zucchini');
    expect(wordsOf((await seasons(viewer)).body.months, 6)).toEqual(['zucchini:10/10']);
  });

  it('counts only members with a confirmed address whose account is 30 days old at the build', async () => {
    const area = newArea(testApp);
    const viewer = await area.member();
    await area.together(2, 'Currants');
    // A day short of the 30, and 30 days old but never confirmed: neither counts.
    const almost = await area.newcomer({}, 29);
    await area.post(almost, 'Currants');
    const unconfirmed = await area.member({}, { emailConfirmedAt: null });
    await area.post(unconfirmed, 'Currants');
    expect(wordsOf((await seasons(viewer)).body.months, 6)).toEqual([]);

    // A day on, the newcomer is 30 days old at the next build, and counts.
    clock.set(new Date(NOW.getTime() + 86_400_000));
    expect(wordsOf((await seasons(viewer)).body.months, 6)).toEqual(['currants:few']);
  });

  it('groups words by their English stem, shows the most used spelling, drops stop words and short words', async () => {
    const area = newArea(testApp);
    const [a, b, c] = await area.together(10, 'Tomatoes and ox');
    await area.post(a!, 'tomato for you');
    await area.post(b!, 'The best tomatoes');
    await area.post(c!, 'Tomatoes!');
    const res = await seasons(a!);
    // "tomatoes" 12 times, "tomato" once: one word; "and", "for", "the", "you" are stop words,
    // "ox" too short; "best" was listed by one member only.
    expect(wordsOf(res.body.months, 6)).toEqual(['tomatoes:10/13']);
  });

  it("counts seed varieties, and names the category most of the word's listings have", async () => {
    const area = newArea(testApp);
    const members = await Promise.all(Array.from({ length: 10 }, () => area.member()));
    for (const m of members)
      await area.post(m, 'Tomato seeds', {
        categoryId: 2,
        seedKind: 'heirloom',
        seedVariety: 'Cherokee Purple',
      });
    await area.post(members[0]!, 'Purple basil starts', { categoryId: 3 });
    const res = await seasons(members[0]!);
    expect(res.body.months[5].top).toEqual([
      { word: 'purple', category_id: 2, listings: 11, members: 10 },
      { word: 'cherokee', category_id: 2, listings: 10, members: 10 },
      { word: 'seeds', category_id: 2, listings: 10, members: 10 },
      { word: 'tomato', category_id: 2, listings: 10, members: 10 },
    ]);
  });

  it('keeps ten words a month, by members, then listings, then the word, counts shown or not', async () => {
    const area = newArea(testApp);
    const words = 'apple basil carrot dill endive fennel garlic hops kale leek'.split(' ');
    const members = await area.together(3, words.join(' '));
    const fourth = await area.member();
    await area.post(fourth, 'zucchini');
    for (const m of members) await area.post(m, 'zucchini');
    await area.post(members[0]!, 'leek');
    const top = (await seasons(fourth)).body.months[5].top.map((w: { word: string }) => w.word);
    expect(top).toEqual([
      'zucchini',
      'leek',
      'apple',
      'basil',
      'carrot',
      'dill',
      'endive',
      'fennel',
      'garlic',
      'hops',
    ]);
  });

  it('counts the 24 months up to the test clock, and the window moves with it at the next rebuild', async () => {
    const area = newArea(testApp);
    const viewer = await area.member();
    const at = (iso: string) => ({ createdAt: new Date(iso) });
    for (let i = 0; i < 3; i++) {
      const m = await area.member();
      await area.post(m, 'Kale', at('2024-07-01T12:00:00Z'));
      await area.post(m, 'Chard', at('2024-06-01T12:00:00Z'));
      await area.post(m, 'Okra', at('2026-07-01T12:00:00Z'));
    }
    const now = await seasons(viewer);
    // Chard is 24 months and two weeks old; okra is not posted yet by the clock.
    expect(wordsOf(now.body.months, 7)).toEqual(['kale:few']);
    expect(wordsOf(now.body.months, 6)).toEqual([]);

    clock.set(new Date('2026-07-15T12:00:00Z'));
    expect(wordsOf((await ask(viewer)).body.months, 7)).toEqual(['kale:few']);
    const later = await seasons(viewer);
    expect(wordsOf(later.body.months, 7)).toEqual(['okra:few']);
  });

  it('places a listing in the month its poster was in, by their time zone', async () => {
    const area = newArea(testApp);
    const viewer = await area.member();
    // 20:00 UTC on 31 March is 1 April, 09:00 in Auckland.
    for (let i = 0; i < 3; i++) {
      const m = await area.member({}, { timeZone: 'Pacific/Auckland' });
      await area.post(m, 'Feijoa', { createdAt: new Date('2026-03-31T20:00:00Z') });
    }
    const res = await seasons(viewer);
    expect(wordsOf(res.body.months, 4)).toEqual(['feijoa:few']);
    expect(wordsOf(res.body.months, 3)).toEqual([]);
  });

  it('counts expired and given listings, not inactive, friends-only, held or removed ones, nor suspended or deleted owners', async () => {
    const area = newArea(testApp);
    const db = testApp().ctx.db;
    const viewer = await area.member();
    const [a, b, c] = await Promise.all([area.member(), area.member(), area.member()]);
    await area.post(a!, 'Squash', { expiredAt: JUNE });
    await area.post(b!, 'Squash', { stateId: 3 });
    await area.post(c!, 'Squash', { stateId: 2 });
    // Each word has two plain listings and one the rule leaves out.
    const excluded = {
      melon: { moderation: 'removed' as const },
      beans: { moderation: 'held' as const },
      leeks: { isPublic: false },
      peas: { isActive: false },
    };
    for (const [word, extra] of Object.entries(excluded)) {
      await area.post(a!, word);
      await area.post(b!, word);
      const third = await area.member();
      await area.post(third, word, extra);
      // The viewer is the third member's friend: a friends-only listing is still not counted.
      await db.insert(friendships).values({
        senderId: viewer.id,
        receiverId: third.id,
        status: 'accepted',
        respondedAt: JUNE,
      });
    }
    for (const word of ['chard', 'radish']) {
      await area.post(a!, word);
      await area.post(b!, word);
    }
    const suspended = await area.member({}, { suspendedAt: JUNE });
    await area.post(suspended, 'chard');
    const deleted = await area.member();
    await area.post(deleted, 'radish');
    await db.update(users).set({ deletedAt: JUNE }).where(eq(users.id, deleted.id));

    const res = await seasons(viewer);
    expect(wordsOf(res.body.months, 6)).toEqual(['squash:few']);
    const [squash] = await db.select().from(listings).where(eq(listings.ownerId, a!.id));
    expect(squash?.expiredAt).not.toBeNull();
  });
});
