import { CATEGORIES } from '@common/codes';
import type { MessageValues } from '@common/i18n/format';
import type { MessageKey } from '@common/i18n/locales';
import { listings } from '@server/db/schema';
import { local, sayDetail } from '@server/lib/errors';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { createListing, createUser, type TestUser } from '@server/test/factories';
import { type TestClock, testClock } from '@server/test/fakes/clock';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';

// Seeds with their story (docs/product.md §7.18), through HTTP on a migrated database.
const testApp = setupTestApp();
let clock: TestClock;
beforeEach(() => {
  clock = testClock(new Date('2031-06-15T12:00:00Z'));
  testApp().ctx.clock = clock;
});

const SEEDS = CATEGORIES.seeds;
const STORY = {
  variety: '  Cherokee Purple ',
  kind: 'heirloom',
  saved_year: 2030,
  origin: 'own_garden',
  note: 'germinated 90 % in March',
};
const TOLD = { ...STORY, variety: 'Cherokee Purple' };
const UNTOLD = { variety: null, kind: 'unknown', saved_year: null, origin: null, note: null };

const said = (language: 'en' | 'es', key: MessageKey, values?: MessageValues) =>
  sayDetail(local(key, values), language);

const post = (who: TestUser, body: object, language = 'en') =>
  testApp().as(who).post('/api/listings/').set('Accept-Language', language).send(body);
const patch = (who: TestUser, id: number, body: object, language = 'en') =>
  testApp().as(who).patch(`/api/listings/${id}`).set('Accept-Language', language).send(body);
const seedListing = (seed?: unknown) => ({
  title: 'Tomato seeds',
  type_id: 3,
  category_id: SEEDS,
  ...(seed === undefined ? {} : { seed }),
});

/** A member who reads English and one who reads Spanish, as their profiles say. */
async function speakers() {
  const { ctx } = testApp();
  return { en: await createUser(ctx), es: await createUser(ctx, { locale: 'es' }) };
}

async function storedCount(owner: TestUser) {
  const rows = await testApp().ctx.db.select().from(listings).where(eq(listings.ownerId, owner.id));
  return rows.length;
}

describe('POST /api/listings/ with a seed story', () => {
  it('keeps the story of a seed listing, trimmed, and answers it everywhere', async () => {
    const owner = await createUser(testApp().ctx);
    const res = await post(owner, seedListing(STORY));
    expect(res.status).toBe(201);
    expect(res.body.seed).toEqual(TOLD);
    const [seen, mine] = await Promise.all([
      testApp().api.get(`/api/listings/${res.body.id}`),
      testApp().as(owner).get('/api/listings/?mine=true'),
    ]);
    expect(seen.body.seed).toEqual(TOLD);
    expect(mine.body.map((l: { seed: unknown }) => l.seed)).toEqual([TOLD]);
  });

  it('gives every seed listing the kind unknown, and other categories no story', async () => {
    const owner = await createUser(testApp().ctx);
    const bare = await post(owner, seedListing());
    expect(bare.status).toBe(201);
    expect(bare.body.seed).toEqual(UNTOLD);
    const onlyNote = await post(owner, seedListing({ note: 'From the allotment' }));
    expect(onlyNote.body.seed).toEqual({ ...UNTOLD, note: 'From the allotment' });
    const produce = await post(owner, { title: 'Basil bunch', type_id: 3, category_id: 1 });
    expect(produce.status).toBe(201);
    expect(produce.body.seed).toBeNull();
    // A seed listing stored before stories existed has no kind yet: it says unknown.
    const older = await createListing(testApp().ctx, owner, { categoryId: SEEDS });
    expect((await testApp().api.get(`/api/listings/${older.id}`)).body.seed).toEqual(UNTOLD);
  });

  it('takes the story as JSON text in a multipart body, with photos', async () => {
    const owner = await createUser(testApp().ctx);
    const image = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#3a7d2f' },
    })
      .jpeg()
      .toBuffer();
    const res = await testApp()
      .as(owner)
      .post('/api/listings/')
      .field('title', 'Bean seeds')
      .field('type_id', '3')
      .field('category_id', String(SEEDS))
      .field('seed', JSON.stringify({ variety: 'Scarlet Runner', kind: 'open_pollinated' }))
      .attach('images', image, 'beans.jpg');
    expect(res.status).toBe(201);
    expect(res.body.seed).toEqual({
      ...UNTOLD,
      variety: 'Scarlet Runner',
      kind: 'open_pollinated',
    });
    expect(res.body.images).toHaveLength(1);
  });

  it('accepts a year saved up to this year by the server clock, not next year', async () => {
    const owner = await createUser(testApp().ctx);
    expect((await post(owner, seedListing({ saved_year: 2031 }))).status).toBe(201);
    expect((await post(owner, seedListing({ saved_year: 1990 }))).status).toBe(201);
    const ahead = await post(owner, seedListing({ saved_year: 2032 }));
    expect(ahead.status).toBe(422);
    expect(ahead.body.detail[0].loc).toEqual(['body', 'seed', 'saved_year']);
    expect(messages(ahead.body)).toEqual([
      said('en', 'listings.seed.error.yearAhead', { year: '2031' }),
    ]);
    clock.set(new Date('2032-01-01T00:00:00Z'));
    expect((await post(owner, seedListing({ saved_year: 2032 }))).status).toBe(201);
  });

  const refusals: [string, object, MessageKey, MessageValues | undefined][] = [
    ['an empty variety', { variety: '   ' }, 'listings.seed.error.variety', { max: 60 }],
    ['a long variety', { variety: 'x'.repeat(61) }, 'listings.seed.error.variety', { max: 60 }],
    [
      'an unknown kind',
      { kind: 'ancient' },
      'listings.seed.error.kind',
      { values: 'heirloom, open_pollinated, hybrid, unknown' },
    ],
    ['a year before 1990', { saved_year: 1989 }, 'listings.seed.error.year', { min: '1990' }],
    [
      'a year that is not whole',
      { saved_year: 2020.5 },
      'listings.seed.error.year',
      { min: '1990' },
    ],
    ['a year as words', { saved_year: 'last year' }, 'listings.seed.error.year', { min: '1990' }],
    [
      'an unknown origin',
      { origin: 'market' },
      'listings.seed.error.origin',
      { values: 'own_garden, bought, swapped, gift' },
    ],
    ['a long note', { note: 'n'.repeat(201) }, 'listings.seed.error.note', { max: 200 }],
  ];
  for (const [what, seed, key, values] of refusals) {
    it(`refuses ${what} in both languages, storing nothing`, async () => {
      const owners = await speakers();
      for (const language of ['en', 'es'] as const) {
        const res = await post(owners[language], seedListing(seed), language);
        expect(res.status).toBe(422);
        expect(messages(res.body)).toEqual([said(language, key, values)]);
        expect(res.body.detail[0].loc.slice(0, 2)).toEqual(['body', 'seed']);
        expect(await storedCount(owners[language])).toBe(0);
      }
    });
  }

  it('refuses a seed that is not an object, and a story on another category (422)', async () => {
    const owners = await speakers();
    const owner = owners.en;
    const shape = await post(owner, seedListing('Cherokee'));
    expect(shape.status).toBe(422);
    expect(messages(shape.body)).toEqual([said('en', 'listings.seed.error.shape')]);
    for (const language of ['en', 'es'] as const) {
      const produce = await post(
        owners[language],
        { title: 'Tomatoes', category_id: 1, type_id: 3, seed: { variety: 'Brandywine' } },
        language,
      );
      expect(produce.status).toBe(422);
      expect(produce.body.detail).toEqual([
        {
          loc: ['body', 'seed'],
          msg: said(language, 'listings.seed.error.notSeeds'),
          type: 'value_error',
        },
      ]);
      expect(await storedCount(owners[language])).toBe(0);
    }
  });

  it('is for members: a guest is refused (401)', async () => {
    const res = await testApp().api.post('/api/listings/').send(seedListing(STORY));
    expect(res.status).toBe(401);
  });
});

describe('PATCH /api/listings/{id} and the seed story', () => {
  async function told(owner: TestUser) {
    const res = await post(owner, seedListing(STORY));
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  it('changes only the fields given; null clears one', async () => {
    const owner = await createUser(testApp().ctx);
    const id = await told(owner);
    const noted = await patch(owner, id, { seed: { note: 'Sown in March', kind: 'hybrid' } });
    expect(noted.status).toBe(200);
    expect(noted.body.seed).toEqual({ ...TOLD, note: 'Sown in March', kind: 'hybrid' });
    const cleared = await patch(owner, id, { seed: { variety: null, origin: null } });
    expect(cleared.body.seed).toEqual({
      ...TOLD,
      note: 'Sown in March',
      kind: 'hybrid',
      variety: null,
      origin: null,
    });
    // Other changes leave the story as it is.
    const retitled = await patch(owner, id, { title: 'Tomato seed packets' });
    expect(retitled.body.seed).toEqual(cleared.body.seed);
    const forgotten = await patch(owner, id, { seed: null });
    expect(forgotten.body.seed).toEqual(UNTOLD);
  });

  it('clears the story when the listing leaves seeds, and starts it unknown when it comes back', async () => {
    const owner = await createUser(testApp().ctx);
    const id = await told(owner);
    const moved = await patch(owner, id, { category_id: CATEGORIES.plants });
    expect(moved.status).toBe(200);
    expect(moved.body.seed).toBeNull();
    const [row] = await testApp().ctx.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({
      seedKind: null,
      seedVariety: null,
      seedSavedYear: null,
      seedNote: null,
    });
    const back = await patch(owner, id, { category_id: SEEDS });
    expect(back.body.seed).toEqual(UNTOLD);
    const toldAgain = await patch(owner, id, { seed: { variety: 'Brandywine' } });
    expect(toldAgain.body.seed).toEqual({ ...UNTOLD, variety: 'Brandywine' });
    // Moving in with a story keeps the story given.
    const produce = await post(owner, { title: 'Peppers', category_id: 1, type_id: 3 });
    const arrived = await patch(owner, produce.body.id, {
      category_id: SEEDS,
      seed: { kind: 'heirloom', saved_year: 2029 },
    });
    expect(arrived.body.seed).toEqual({ ...UNTOLD, kind: 'heirloom', saved_year: 2029 });
  });

  it('refuses a story on another category and a bad field, changing nothing', async () => {
    const owners = await speakers();
    for (const language of ['en', 'es'] as const) {
      const owner = owners[language];
      const id = await told(owner);
      const leaving = await patch(owner, id, { category_id: 1, seed: { note: 'x' } }, language);
      expect(leaving.status).toBe(422);
      expect(messages(leaving.body)).toEqual([said(language, 'listings.seed.error.notSeeds')]);
      const bad = await patch(
        owner,
        id,
        { title: 'Renamed', seed: { saved_year: 2032 } },
        language,
      );
      expect(bad.status).toBe(422);
      expect(messages(bad.body)).toEqual([
        said(language, 'listings.seed.error.yearAhead', { year: '2031' }),
      ]);
      const after = await testApp().api.get(`/api/listings/${id}`);
      expect(after.body).toMatchObject({ title: 'Tomato seeds', category_id: SEEDS, seed: TOLD });
    }
  });

  it("is the owner's alone: 401 for a guest, 403 for another member, 404 unseen", async () => {
    const owner = await createUser(testApp().ctx);
    const other = await createUser(testApp().ctx);
    const id = await told(owner);
    expect((await testApp().api.patch(`/api/listings/${id}`).send({ seed: null })).status).toBe(
      401,
    );
    const notYours = await patch(other, id, { seed: { variety: 'Mine now' } });
    expect(notYours.status).toBe(403);
    const hidden = await createListing(testApp().ctx, owner, {
      categoryId: SEEDS,
      isPublic: false,
    });
    expect((await patch(other, hidden.id, { seed: { variety: 'Mine now' } })).status).toBe(404);
    expect((await testApp().api.get(`/api/listings/${id}`)).body.seed).toEqual(TOLD);
  });
});
