import { CATEGORIES } from '@common/codes';
import type { Listing } from '@common/types';
import { notifications } from '@server/db/schema';
import { local, sayDetail } from '@server/lib/errors';
import { setupTestApp } from '@server/test/app';
import { createListing, createUser, createWant, type TestUser } from '@server/test/factories';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

// A seed's variety is searched and matched as its title is, and `seed_kind` filters
// (docs/product.md §7.18), through HTTP on a migrated database.
const testApp = setupTestApp();
const SEEDS = CATEGORIES.seeds;

type Found = { id: number; title: string; seed: { kind: string } | null }[];
const ids = (res: { body: Found }) => res.body.map((l) => l.id);

let n = 0;
/** A word no other listing has, with digits so that it is never corrected. */
const tagOf = () => `s${process.pid}x${++n}`;

async function list(owner: TestUser, title: string, seed?: object, more: object = {}) {
  const res = await testApp()
    .as(owner)
    .post('/api/listings/')
    .send({ title, type_id: 3, category_id: SEEDS, ...(seed ? { seed } : {}), ...more });
  expect(res.status, title).toBe(201);
  return res.body.id as number;
}

const get = (viewer: TestUser | undefined, qs: string) =>
  viewer
    ? testApp().as(viewer).get(`/api/listings/?${qs}`)
    : testApp().api.get(`/api/listings/?${qs}`);

describe('searching a seed variety', () => {
  it('finds a listing by its variety and ranks it as a title match', async () => {
    const owner = await createUser(testApp().ctx);
    const tag = tagOf();
    const inDescription = await list(owner, `Tomato seeds ${tag}`, undefined, {
      description: 'Much like Cherokee Purple, only smaller',
    });
    const byVariety = await list(owner, `Tomato seeds ${tag}`, {
      variety: 'Cherokee Purple',
      kind: 'heirloom',
    });
    await list(owner, `Tomato seeds ${tag}`, { variety: 'Brandywine' });
    const res = await get(await createUser(testApp().ctx), `q=${tag}+cherokee+purple`);
    expect(res.status).toBe(200);
    // Relevance: the variety, weighted as the title, comes before the description's mention.
    expect(ids(res)).toEqual([byVariety, inDescription]);
  });

  it('corrects a typo in a variety word as in a title word', async () => {
    const owner = await createUser(testApp().ctx);
    const id = await list(owner, 'Pepper seeds', { variety: 'Quintonelle Gold' });
    const res = await get(undefined, `user_id=${owner.id}&q=${encodeURIComponent('quintonnele')}`);
    expect(ids(res)).toEqual([id]);
  });
});

describe('GET /api/listings/?seed_kind=', () => {
  async function stories() {
    const owner = await createUser(testApp().ctx);
    const tag = tagOf();
    const heirloom = await list(owner, `Bean seeds ${tag}`, { kind: 'heirloom' });
    const hybrid = await list(owner, `Squash seeds ${tag}`, { kind: 'hybrid' });
    const untold = await list(owner, `Kale seeds ${tag}`);
    // Stored before stories existed: no kind yet, which counts as unknown.
    const older = await createListing(testApp().ctx, owner, {
      title: `Leek seeds ${tag}`,
      categoryId: SEEDS,
    });
    const produce = await list(owner, `Beans ${tag}`, undefined, { category_id: 1 });
    return { owner, tag, heirloom, hybrid, untold, older: older.id, produce };
  }

  it('filters the marketplace, the search and a seller page by kind', async () => {
    const s = await stories();
    const viewer = await createUser(testApp().ctx);
    const market = await get(viewer, 'public=true&seed_kind=heirloom&limit=100');
    expect(market.status).toBe(200);
    expect(ids(market)).toContain(s.heirloom);
    expect((market.body as Listing[]).every((l) => l.seed?.kind === 'heirloom')).toBe(true);
    const searched = await get(viewer, `public=true&q=${s.tag}&seed_kind=hybrid`);
    expect(ids(searched)).toEqual([s.hybrid]);
    const guest = await get(undefined, `user_id=${s.owner.id}&seed_kind=unknown`);
    expect(ids(guest).sort()).toEqual([s.untold, s.older].sort());
    const open = await get(viewer, `public=true&q=${s.tag}&seed_kind=open_pollinated`);
    expect(ids(open)).toEqual([]);
    // Without the filter every kind, and the produce, is there.
    const all = await get(viewer, `public=true&q=${s.tag}`);
    expect(ids(all).sort()).toEqual(
      [s.heirloom, s.hybrid, s.untold, s.older, s.produce].sort((a, b) => a - b),
    );
  });

  it('implies seeds: with another category it finds nothing', async () => {
    const s = await stories();
    const res = await get(undefined, `user_id=${s.owner.id}&category_id=1&seed_kind=unknown`);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([]);
  });

  it('refuses any other kind (422) in both languages', async () => {
    for (const [language, member] of [
      ['en', await createUser(testApp().ctx)],
      ['es', await createUser(testApp().ctx, { locale: 'es' })],
    ] as const) {
      const res = await get(member, 'public=true&seed_kind=ancient').set(
        'Accept-Language',
        language,
      );
      expect(res.status).toBe(422);
      expect(res.body.detail[0].msg).toBe(
        sayDetail(
          local('validation.fieldOneOf', {
            name: 'seed_kind',
            values: 'heirloom, open_pollinated, hybrid, unknown',
          }),
          language,
        ),
      );
    }
  });
});

describe('wish-list matching and a seed variety', () => {
  async function matchesOf(userId: number) {
    await testApp().ctx.jobs.idle();
    return testApp().ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  }

  it('matches a want whose words are in the variety, as if they were in the title', async () => {
    const wanter = await createUser(testApp().ctx);
    const seller = await createUser(testApp().ctx);
    const want = await createWant(testApp().ctx, wanter, {
      title: 'cherokee purple',
      categoryId: SEEDS,
    });
    const ox = await createWant(testApp().ctx, wanter, { title: 'ox heart', categoryId: SEEDS });
    const id = await list(seller, 'Tomato seeds', { variety: 'Cherokee Purple' });
    const oxId = await list(seller, 'Tomato seeds', { variety: 'Ox Heart' });
    await list(seller, 'Tomato seeds', { variety: 'Brandywine' });
    const rows = await matchesOf(wanter.id);
    expect(rows.map((r) => [r.wantId, r.listingId]).sort()).toEqual(
      [
        [want.id, id],
        [ox.id, oxId],
      ].sort(),
    );
  });

  it('finds an existing listing by its variety when a want is saved', async () => {
    const seller = await createUser(testApp().ctx);
    const wanter = await createUser(testApp().ctx);
    const id = await list(seller, 'Melon seeds', { variety: 'Moon and Stars' });
    const res = await testApp()
      .as(wanter)
      .post('/api/listings/want-listings')
      .send({ title: 'moon stars', category_id: SEEDS });
    expect(res.status).toBe(201);
    const rows = await matchesOf(wanter.id);
    expect(rows.map((r) => r.listingId)).toEqual([id]);
  });
});
