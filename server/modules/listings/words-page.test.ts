import { listings } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createListing, createUser } from '@server/test/factories';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchesQuery } from './queries';
import { orderOf } from './search-order';
import { wordsPage } from './words-page';

// The two ways a search with words finds its page (docs/performance.md "Search with words") must answer
// alike: a window too short for the page hands over to the full-text index.
const testApp = setupTestApp();

let owner: { id: number };
const tag = `w${process.pid}`;
// Prices and dates that tie, so that the id decides; every third listing has the tag's word.
const rows = Array.from({ length: 12 }, (_, i) => ({
  title: i % 3 === 0 ? `Kale ${tag}` : `Chard ${i}`,
  price: [4, 2, 2, 7, 1, 4][i % 6]!,
  createdAt: new Date(Date.UTC(2025, 0, 1 + (i % 4))),
}));
let created: { id: number; title: string; price: number; createdAt: Date }[] = [];

beforeAll(async () => {
  const { ctx } = testApp();
  owner = await createUser(ctx);
  created = [];
  for (const row of rows) created.push(await createListing(ctx, owner, row));
});

/** What the page must be: the tag's listings in the sort's order, the first `size`. */
function expected(sort: 'price-low' | 'price-high' | 'newest' | 'oldest', size: number) {
  const sign = sort === 'price-high' || sort === 'newest' ? -1 : 1;
  const key = (l: (typeof created)[number]) =>
    sort.startsWith('price') ? Number(l.price) : l.createdAt.getTime();
  return created
    .filter((l) => l.title.includes(tag))
    .sort((a, b) => sign * (key(a) - key(b) || a.id - b.id))
    .slice(0, size)
    .map((l) => l.id);
}

describe('wordsPage', () => {
  it('answers the same page whether the window holds it or the word index finds it', async () => {
    const { ctx } = testApp();
    const words = matchesQuery(`'${tag}'`);
    const mine = eq(listings.ownerId, owner.id);
    for (const sort of ['price-low', 'price-high', 'newest', 'oldest'] as const) {
      const order = orderOf(sort, undefined, undefined);
      for (const window of [1, 3, 6, 12, 1000]) {
        for (const size of [1, 2, 4, 5]) {
          const page = wordsPage(
            mine,
            and(mine, sql`${listings.price} + 0 >= 0`)!,
            words,
            order,
            size,
            window,
          );
          const found = await ctx.db
            .select({ id: listings.id, price: listings.price, createdAt: listings.createdAt })
            .from(listings)
            .where(sql`${listings.id} in ${page}`);
          const byOrder = expected(sort, size);
          expect(new Set(found.map((f) => f.id)), `${sort} window ${window} size ${size}`).toEqual(
            new Set(byOrder),
          );
        }
      }
    }
  });
});
