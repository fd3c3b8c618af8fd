import { WITHIN_MESSAGE } from '@common/schemas/listings-query';
import { blocks } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { befriend, createListing, createUser, type TestUser } from '@server/test/factories';
import { describe, expect, it } from 'vitest';
import { DISTANCE_NEEDS_LOCATION, WITHIN_NEEDS_LOCATION } from './read-listings';

// Search that understands the words (docs/product.md §7.5), through HTTP on a migrated database.
const testApp = setupTestApp();

// The factories' default home, a suburb 10 km away (6 mi), and Provo (61 km, 38 mi).
const SALT_LAKE_CITY = { latitude: 40.7559, longitude: -111.8967 };
const MURRAY = { latitude: 40.6669, longitude: -111.888 };
const PROVO = { latitude: 40.2338, longitude: -111.6585 };
const NOWHERE = { latitude: null, longitude: null };

let n = 0;
/** A word no other listing has, with digits so that it is never corrected. */
const tagOf = () => `t${process.pid}x${++n}`;

type Body = { id: number; title: string }[];
const titles = (res: { body: Body }) => res.body.map((l) => l.title);
const ids = (res: { body: Body }) => res.body.map((l) => l.id);

async function seller(home: object = SALT_LAKE_CITY) {
  return createUser(testApp().ctx, home);
}

function get(viewer: TestUser | undefined, qs: string, language?: string) {
  const req = viewer
    ? testApp().as(viewer).get(`/api/listings/?${qs}`)
    : testApp().api.get(`/api/listings/?${qs}`);
  return language ? req.set('Accept-Language', language) : req;
}

/** A seller's listings matching `q`, as anyone sees them on the seller's page. */
async function found(owner: TestUser, q: string) {
  const res = await get(await seller(), `user_id=${owner.id}&q=${encodeURIComponent(q)}`);
  expect(res.status, q).toBe(200);
  return titles(res).sort();
}

describe('GET /api/listings/?q= words', () => {
  it('stems both ways: tomatoes finds tomato and the reverse, seedlings finds seedling', async () => {
    const { ctx } = testApp();
    const owner = await seller();
    await createListing(ctx, owner, { title: 'Cherry tomato plants' });
    await createListing(ctx, owner, { title: 'Tomatoes by the pound' });
    await createListing(ctx, owner, { title: 'Leek seedling' });
    await createListing(ctx, owner, { title: 'Potatoes' });
    const tomatoes = ['Cherry tomato plants', 'Tomatoes by the pound'];
    expect(await found(owner, 'tomatoes')).toEqual(tomatoes);
    expect(await found(owner, 'TOMATO')).toEqual(tomatoes);
    expect(await found(owner, 'seedlings')).toEqual(['Leek seedling']);
  });

  it('forgives a typo in a word of 4 letters or more, not in a shorter one', async () => {
    const { ctx } = testApp();
    const owner = await seller();
    await createListing(ctx, owner, { title: 'Roma tomato' });
    await createListing(ctx, owner, { title: 'Sweet basil', description: 'In pots' });
    await createListing(ctx, owner, { title: 'Raspberry canes' });
    await createListing(ctx, owner, { title: 'Fresh mint' });
    expect(await found(owner, 'tomatoe')).toEqual(['Roma tomato']);
    expect(await found(owner, 'bazil')).toEqual(['Sweet basil']);
    expect(await found(owner, 'rasberry')).toEqual(['Raspberry canes']);
    expect(await found(owner, 'rasberry canes')).toEqual(['Raspberry canes']);
    expect(await found(owner, 'mnt')).toEqual([]);
  });

  it('takes the last word as typed so far as a prefix, and needs every word', async () => {
    const { ctx } = testApp();
    const owner = await seller();
    await createListing(ctx, owner, { title: 'Cherry tomato plants' });
    await createListing(ctx, owner, { title: 'Tomato and basil', description: 'pesto kit' });
    await createListing(ctx, owner, { title: 'Sweet basil' });
    expect(await found(owner, 'tom')).toEqual(['Cherry tomato plants', 'Tomato and basil']);
    expect(await found(owner, 'sweet bas')).toEqual(['Sweet basil']);
    expect(await found(owner, 'tomato basil')).toEqual(['Tomato and basil']);
    // In the description counts as much as in the title for finding.
    expect(await found(owner, 'basil pesto')).toEqual(['Tomato and basil']);
    expect(await found(owner, 'tomato basil zucchini')).toEqual([]);
    // Punctuation and stop words alone find everything, like no search.
    expect(await found(owner, '%_!')).toHaveLength(3);
  });
});

describe('GET /api/listings/?sort=relevance', () => {
  it('is the default with q: title matches first, then nearer, then newer', async () => {
    const { ctx } = testApp();
    const tag = tagOf();
    const near = await seller(SALT_LAKE_CITY);
    const suburb = await seller(MURRAY);
    const far = await seller(PROVO);
    const day = (d: number) => new Date(Date.UTC(2025, 4, d));
    const described = await createListing(ctx, near, {
      title: 'Pesto',
      description: `basil ${tag}`,
      createdAt: day(9),
    });
    const farTitle = await createListing(ctx, far, { title: `Basil ${tag}`, createdAt: day(8) });
    const suburbTitle = await createListing(ctx, suburb, {
      title: `Basil ${tag}`,
      createdAt: day(7),
    });
    const nearOld = await createListing(ctx, near, { title: `Basil ${tag}`, createdAt: day(1) });
    const nearNew = await createListing(ctx, near, { title: `Basil ${tag}`, createdAt: day(2) });
    const viewer = await createUser(ctx, SALT_LAKE_CITY);

    const q = `q=${encodeURIComponent(`basil ${tag}`)}&public=true`;
    const expected = [nearNew.id, nearOld.id, suburbTitle.id, farTitle.id, described.id];
    expect(ids(await get(viewer, q))).toEqual(expected);
    expect(ids(await get(viewer, `${q}&sort=relevance`))).toEqual(expected);
    // Without a home of their own, title matches first, then newer.
    const placeless = await createUser(ctx, NOWHERE);
    const byDate = [farTitle.id, suburbTitle.id, nearNew.id, nearOld.id, described.id];
    expect(ids(await get(placeless, q))).toEqual(byDate);
    expect(ids(await get(undefined, q))).toEqual(byDate);
    // Without q the default stays newest.
    expect(ids(await get(viewer, `user_id=${near.id}`))).toEqual([
      described.id,
      nearNew.id,
      nearOld.id,
    ]);
  });

  it('pages every sort with q through a cursor, in the order of one long page', async () => {
    const { ctx } = testApp();
    const tag = tagOf();
    const homes = [SALT_LAKE_CITY, MURRAY, PROVO, NOWHERE, MURRAY];
    for (const [i, home] of homes.entries()) {
      await createListing(ctx, await seller(home), {
        title: i % 2 ? `Squash ${tag}` : `Gourds ${tag}`,
        description: i % 2 ? '' : `squash ${tag}`,
        price: [3, 1, 3, 2, 5][i],
        createdAt: new Date(Date.UTC(2025, 5, 1 + (i % 3))),
      });
    }
    const viewer = await createUser(ctx, SALT_LAKE_CITY);
    const q = `public=true&q=${encodeURIComponent(`squash ${tag}`)}`;
    for (const sort of ['relevance', 'distance', 'newest', 'oldest', 'price-low', 'price-high']) {
      const whole = await get(viewer, `${q}&sort=${sort}`);
      expect(whole.status, sort).toBe(200);
      expect(whole.body, sort).toHaveLength(5);
      const paged: number[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 3; page++) {
        const res = await get(
          viewer,
          `${q}&sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(res.status, sort).toBe(200);
        paged.push(...ids(res));
        cursor = res.headers['x-next-cursor'];
        if (page === 0) expect(cursor, sort).toBeDefined();
        if (!cursor) break;
      }
      expect(paged, sort).toEqual(ids(whole));
    }
  });
});

describe('GET /api/listings/?sort=distance and within', () => {
  it('orders nearest first and keeps those within N of the viewer’s unit', async () => {
    const { ctx } = testApp();
    const tag = tagOf();
    const atHome = await createListing(ctx, await seller(SALT_LAKE_CITY), { title: `Kale ${tag}` });
    const suburb = await createListing(ctx, await seller(MURRAY), { title: `Kale ${tag}` });
    const provo = await createListing(ctx, await seller(PROVO), { title: `Kale ${tag}` });
    const placeless = await createListing(ctx, await seller(NOWHERE), { title: `Kale ${tag}` });
    const viewer = await createUser(ctx, SALT_LAKE_CITY);
    const q = `public=true&q=${tag}`;

    expect(ids(await get(viewer, `${q}&sort=distance`))).toEqual([
      atHome.id,
      suburb.id,
      provo.id,
      placeless.id,
    ]);
    // Miles for en-US or no language: Provo is 38 mi away, Murray 6.
    expect(ids(await get(viewer, `${q}&sort=distance&within=20`))).toEqual([atHome.id, suburb.id]);
    expect(ids(await get(viewer, `${q}&sort=distance&within=45`, 'en-US'))).toEqual([
      atHome.id,
      suburb.id,
      provo.id,
    ]);
    // Kilometres elsewhere: Provo is 61 km away.
    expect(ids(await get(viewer, `${q}&sort=distance&within=45`, 'de-DE'))).toEqual([
      atHome.id,
      suburb.id,
    ]);
    // A chosen unit wins over the language.
    const kmViewer = await createUser(ctx, { ...SALT_LAKE_CITY, distanceUnit: 'km' });
    expect(ids(await get(kmViewer, `${q}&within=45`, 'en-US'))).toHaveLength(2);
    // Within goes with every sort.
    expect(ids(await get(viewer, `${q}&sort=newest&within=0.5`))).toEqual([atHome.id]);
  });

  it('answers 400 with a clear detail to a viewer without a home of their own', async () => {
    const placeless = await createUser(testApp().ctx, NOWHERE);
    for (const viewer of [placeless, undefined]) {
      const sorted = await get(viewer, 'public=true&sort=distance');
      expect(sorted.status).toBe(400);
      expect(sorted.body.detail).toBe(DISTANCE_NEEDS_LOCATION);
      const within = await get(viewer, 'public=true&q=kale&within=10');
      expect(within.status).toBe(400);
      expect(within.body.detail).toBe(WITHIN_NEEDS_LOCATION);
    }
  });

  it('refuses a bad within, sort or cursor with 422 and its message', async () => {
    const viewer = await createUser(testApp().ctx);
    const newest = Buffer.from(JSON.stringify(['newest', '2025-01-01 00:00:00+00', 1])).toString(
      'base64url',
    );
    const relevance = (keys: unknown) =>
      Buffer.from(JSON.stringify(['relevance', keys, 1])).toString('base64url');
    const cases: [string, string][] = [
      ['within=0', WITHIN_MESSAGE],
      ['within=500.5', WITHIN_MESSAGE],
      ['within=-3', WITHIN_MESSAGE],
      ['within=near', WITHIN_MESSAGE],
      ['within=1e3', WITHIN_MESSAGE],
      [
        'sort=closest',
        'sort must be one of newest, oldest, price-low, price-high, relevance, distance',
      ],
      [`q=kale&cursor=${newest}`, 'Invalid cursor for this sort'],
      [`sort=distance&cursor=${newest}`, 'Invalid cursor for this sort'],
      [
        `q=kale&cursor=${relevance(['2', 'Infinity', '2025-01-01 00:00:00+00'])}`,
        'Invalid cursor for this sort',
      ],
      [
        `q=kale&cursor=${relevance(['1', 'far', '2025-01-01 00:00:00+00'])}`,
        'Invalid cursor for this sort',
      ],
      [`q=kale&cursor=${relevance(['1', '3.5'])}`, 'Invalid cursor for this sort'],
      [
        `q=kale&cursor=${relevance(['1', '3.5', '2025-02-30 00:00:00'])}`,
        'Invalid cursor: its date is not a real time in years 1970-9999',
      ],
    ];
    for (const [qs, message] of cases) {
      const res = await get(viewer, `public=true&${qs}`);
      expect(res.status, qs).toBe(422);
      expect(messages(res.body), qs).toContain(message);
    }
    const within = await get(viewer, 'public=true&within=500');
    expect(within.status).toBe(200);
  });
});

describe('what search never shows', () => {
  it('finds and suggests no blocked member’s listing and no stranger’s private one', async () => {
    const { ctx } = testApp();
    const tag = tagOf();
    const viewer = await createUser(ctx);
    const blocker = await seller();
    const stranger = await seller();
    const friend = await seller();
    await befriend(ctx, viewer, friend);
    await ctx.db.insert(blocks).values({ blockerId: blocker.id, blockedId: viewer.id });
    await createListing(ctx, blocker, { title: `Okra ${tag} blocked` });
    await createListing(ctx, stranger, { title: `Okra ${tag} private`, isPublic: false });
    const friends = await createListing(ctx, friend, {
      title: `Okra ${tag} friends`,
      isPublic: false,
    });
    const open = await createListing(ctx, stranger, { title: `Okra ${tag} open` });

    for (const scope of ['', 'public=true&friends=true&']) {
      const res = await get(viewer, `${scope}q=${encodeURIComponent(`okra ${tag}`)}`);
      expect(ids(res).sort(), scope).toEqual([friends.id, open.id].sort());
    }
    const suggested = await testApp()
      .as(viewer)
      .get(`/api/listings/suggestions?q=${encodeURIComponent(`okra ${tag}`)}`);
    expect(suggested.status).toBe(200);
    expect(suggested.body.sort()).toEqual([`Okra ${tag} friends`, `Okra ${tag} open`]);
    // A guest: public ones only, the blocker's included (the block is between two members).
    const guest = await testApp().api.get(`/api/listings/suggestions?q=okra+${tag}`);
    expect(guest.body.sort()).toEqual([`Okra ${tag} blocked`, `Okra ${tag} open`]);
  });
});

describe('GET /api/listings/suggestions', () => {
  it('completes what is typed with up to 5 titles, each once, nearest first', async () => {
    const { ctx } = testApp();
    const tag = tagOf();
    const near = await seller(SALT_LAKE_CITY);
    const suburb = await seller(MURRAY);
    const far = await seller(PROVO);
    await createListing(ctx, far, { title: `${tag} Zucchini far` });
    for (const i of [1, 2, 3, 4, 5]) {
      await createListing(ctx, suburb, { title: `${tag} Zucchini ${i}` });
    }
    await createListing(ctx, near, { title: `${tag} Zucchini near` });
    await createListing(ctx, near, { title: `${tag} zucchini NEAR` });
    await createListing(ctx, near, { title: `${tag} Squash`, description: 'zucchini' });
    const viewer = await createUser(ctx, SALT_LAKE_CITY);

    const res = await testApp().as(viewer).get(`/api/listings/suggestions?q=${tag}+zuc`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    // The same title once (any case), the nearest first, the far one cut.
    expect(res.body[0].toLowerCase()).toBe(`${tag} zucchini near`);
    const suburbs = [1, 2, 3, 4, 5].map((i) => `${tag} Zucchini ${i}`);
    expect(new Set(res.body.slice(1)).size).toBe(4);
    for (const title of res.body.slice(1)) expect(suburbs).toContain(title);
    expect(res.body).not.toContain(`${tag} Zucchini far`);
    // Title words only; the member's own listings are not suggested to them.
    const own = await testApp().as(near).get(`/api/listings/suggestions?q=${tag}+zuc`);
    expect(own.body).not.toContain(`${tag} Squash`);
    expect(own.body.some((t: string) => t.toLowerCase().endsWith('near'))).toBe(false);
  });

  it('refuses a missing or too long q with 422', async () => {
    for (const [qs, message] of [
      ['', 'q is required'],
      ['q=%20', 'q is required'],
      [`q=${'a'.repeat(101)}`, 'Search text must be at most 100 characters long'],
    ]) {
      const res = await testApp().api.get(`/api/listings/suggestions?${qs}`);
      expect(res.status, qs).toBe(422);
      expect(messages(res.body), qs).toContain(message);
    }
  });
});
