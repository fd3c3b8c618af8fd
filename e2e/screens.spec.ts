import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { confirmSignUp, expect, type Member, signIn, test } from './fixtures';

/**
 * The main screens at a phone's, a tablet's and a desktop's width, compared with the committed
 * baselines (docs/decisions.md "Screenshot baselines": a layout change is a decision), and axe
 * on each. One seeded world with fixed names, in Portland, Oregon, away from the other
 * journeys' listings. Regenerate: npx playwright test e2e/screens.spec.ts --update-snapshots
 */

const PASSWORD = 'garden-password-1';
/** The smallest PNG: every tile is this, so the map is the same on every run. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const VIEWER_HOME = { latitude: 45.5152, longitude: -122.6784 };

const PEOPLE = {
  maya: { username: 'maya_gardens', postcode: '97201' },
  rosa: { username: 'rosa_grows', postcode: '97202' },
  ben: { username: 'basil_ben', postcode: '97214' },
  fern: { username: 'fern_and_fig', postcode: '97209' },
} as const;
type Person = keyof typeof PEOPLE;

interface Seed {
  title: string;
  price?: number;
  type_id?: number;
  category_id?: number;
  description?: string;
  is_public?: boolean;
  photo?: boolean;
}

/** Oldest first: the marketplace shows the newest first. */
const LISTINGS: [Person, Seed][] = [
  ['fern', { title: 'Fig cuttings', type_id: 2, category_id: 3 }],
  ['ben', { title: 'Runner bean seeds, saved last autumn', price: 2, category_id: 2 }],
  ['rosa', { title: 'Rhubarb crowns', type_id: 3, category_id: 3 }],
  ['fern', { title: 'Sunflower seeds (Russian Giant)', price: 1.5, category_id: 2 }],
  ['ben', { title: 'Genovese basil seedlings', price: 3, category_id: 3 }],
  ['rosa', { title: 'Courgettes, more than we can eat', type_id: 3 }],
  ['fern', { title: 'Lavender plugs', price: 4, category_id: 3 }],
  ['ben', { title: 'Heirloom garlic bulbs', price: 6 }],
  ['rosa', { title: 'Mint, armfuls of it', type_id: 3, category_id: 3 }],
  ['fern', { title: 'Raspberry canes', type_id: 2, category_id: 3 }],
  ['ben', { title: 'Purple kale', price: 2.5 }],
  ['rosa', { title: 'Strawberry runners', price: 1, category_id: 3 }],
  ['fern', { title: 'Calendula seeds', type_id: 3, category_id: 2 }],
  ['ben', { title: 'Chilli plants, five kinds', price: 3, category_id: 3, photo: true }],
  [
    'rosa',
    {
      title: 'Cherry tomato plants',
      price: 3,
      category_id: 3,
      photo: true,
      description:
        'Sungold and Gardener’s Delight, grown from seed on my windowsill. About 20 cm tall, ready to plant out. Pick up from the porch.',
    },
  ],
];
const MINE: Seed[] = [
  { title: 'Spare seed potatoes', price: 2 },
  { title: 'Chive clumps', type_id: 2, category_id: 3, is_public: false },
  { title: 'Pumpkin seeds', type_id: 3, category_id: 2 },
];

interface World {
  members: Record<Person, Member>;
  tomatoId: number;
}

async function ensureMember(api: APIRequestContext, person: Person): Promise<Member> {
  const { username, postcode } = PEOPLE[person];
  const email = `${username}@example.com`;
  const registered = await api.post('/api/auth/register', {
    data: { email, username, password: PASSWORD, first_name: 'Green', last_name: 'Thumb' },
  });
  let body: { user: { id: number }; access_token: string };
  if (registered.ok()) {
    body = await registered.json();
    // Settled members: their profiles show no notice asking to confirm the address.
    await confirmSignUp(api, email);
    await api.post('/api/auth/upload-profile-image', {
      headers: { Authorization: `Bearer ${body.access_token}` },
      multipart: { city: 'Portland', state: 'OR', postcode },
    });
  } else {
    // A retry in the same server: the world is already there.
    const login = await api.post('/api/auth/login', {
      form: { username: email, password: PASSWORD },
    });
    expect(login.ok(), await login.text()).toBe(true);
    body = await login.json();
  }
  return { id: body.user.id, email, username, password: PASSWORD, token: body.access_token };
}

async function ensureListing(api: APIRequestContext, owner: Member, seed: Seed): Promise<number> {
  const headers = { Authorization: `Bearer ${owner.token}` };
  const mine = await (await api.get('/api/listings/?mine=true', { headers })).json();
  const found = mine.find((l: { title: string }) => l.title === seed.title);
  if (found) return found.id;
  const { photo, ...data } = seed;
  const res = photo
    ? await api.post('/api/listings/', {
        headers,
        multipart: {
          ...Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
          images: {
            name: 'tomato.jpg',
            mimeType: 'image/jpeg',
            buffer: await readFile('e2e/assets/tomato.jpg'),
          },
        },
      })
    : await api.post('/api/listings/', { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).id;
}

async function seedWorld(): Promise<World> {
  const api = await playwrightRequest.newContext({ baseURL });
  const members = {} as Record<Person, Member>;
  for (const person of Object.keys(PEOPLE) as Person[])
    members[person] = await ensureMember(api, person);
  const { maya, rosa, ben } = members;
  const as = (m: Member) => ({ Authorization: `Bearer ${m.token}` });

  // Maya's wish comes first, so Rosa's tomato plants match it (a notification).
  const wants = await (await api.get('/api/listings/want-listings', { headers: as(maya) })).json();
  if (!wants.length)
    await api.post('/api/listings/want-listings', {
      headers: as(maya),
      data: { title: 'tomato', category_id: 3 },
    });
  let tomatoId = 0;
  for (const [person, seed] of LISTINGS) {
    const id = await ensureListing(api, members[person], seed);
    if (seed.title === 'Cherry tomato plants') tomatoId = id;
  }
  for (const seed of MINE) await ensureListing(api, maya, seed);

  const thread = await (await api.get(`/api/messages/${rosa.id}`, { headers: as(maya) })).json();
  if (!thread.length) {
    const say = (from: Member, to: Member, content: string, listing_id?: number) =>
      api.post('/api/messages', {
        headers: as(from),
        data: { receiver_id: to.id, content, ...(listing_id ? { listing_id } : {}) },
      });
    await say(maya, rosa, 'Hi Rosa! Are the cherry tomato plants still available?', tomatoId);
    await say(rosa, maya, 'They are! I have six left. When would suit you?');
    await say(maya, rosa, 'Saturday morning? I can bring some chive clumps to swap.');
    await say(rosa, maya, 'Perfect, see you then. They are on the porch by the blue door.');
    await say(ben, maya, 'Do you still have seed potatoes?');
  }
  // Matching runs in a background job (docs/product.md §8.4): its notification first, then
  // everything read, so no match arrives unread after the read-all.
  await expect
    .poll(async () => {
      const res = await api.get('/api/notifications', { headers: as(maya) });
      return ((await res.json()) as { kind: string }[]).some((n) => n.kind === 'match');
    })
    .toBe(true);
  // Nothing unread: the badges must not depend on which screen was shot first.
  for (const other of [rosa, ben])
    await api.post(`/api/messages/${other.id}/mark-thread-read`, { headers: as(maya) });
  await api.post('/api/notifications/read-all', { headers: as(maya) });
  await api.dispose();
  return { members, tomatoId };
}

let world: World;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  world = await seedWorld();
});

/** Anything that reads today's date or the time (relative ages, "until Fri", clock times). */
const changing = (page: Page) => [
  page.locator('time'),
  page.locator('[class*="freshness"]'),
  page.locator('.listing-card__meta, .listing-detail__meta'),
];

/** Fonts loaded, every image in view decoded, and nothing still settling. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const r = img.getBoundingClientRect();
      const inView = r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
      return !inView || (img.complete && img.naturalWidth > 0);
    }),
  );
}

async function shoot(page: Page, name: string, extraMasks: ReturnType<Page['locator']>[] = []) {
  await settle(page);
  // Soft: one run reports every screen that changed, not only the first.
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: [...changing(page), ...extraMasks],
    stylePath: 'e2e/screens.css',
    maxDiffPixelRatio: 0.002,
  });
  const axe = await new AxeBuilder({ page }).analyze();
  expect
    .soft(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    )
    .toEqual([]);
}

/** Markers are grouped differently at each width: wait until their number holds still. */
async function markersDrawn(page: Page) {
  const markers = page.locator('.price-marker');
  await expect(markers.first()).toBeVisible();
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await markers.count();
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [500] },
    )
    .toBe(true);
}

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'tablet', viewport: { width: 820, height: 1180 }, isMobile: false, hasTouch: false },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width.viewport.width} px`, () => {
    test.use({
      viewport: width.viewport,
      isMobile: width.isMobile,
      hasTouch: width.hasTouch,
      deviceScaleFactor: 1,
    });
    const shot = (name: string) => `${name}-${width.name}`;

    test('guest screens: home and login', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, shot('home'));
      await page.goto('/login');
      await expect(page.getByRole('button', { name: /log ?in/i }).first()).toBeVisible();
      await shoot(page, shot('login'));
    });

    test('member screens', async ({ page }) => {
      test.setTimeout(120_000);
      const { members, tomatoId } = world;
      await page.route('**/api/tiles/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
      );
      await page.context().grantPermissions(['geolocation']);
      await page.context().setGeolocation(VIEWER_HOME);
      await signIn(page, members.maya);

      await page.goto('/listings');
      await expect(page.getByRole('link', { name: /Cherry tomato plants/ })).toBeVisible();
      await shoot(page, shot('marketplace'));

      await page.goto(`/listings/${tomatoId}`);
      await expect(page.getByRole('heading', { name: 'Cherry tomato plants' })).toBeVisible();
      await shoot(page, shot('listing'));

      await page.goto(`/seller/${members.rosa.id}`);
      await expect(page.getByRole('heading', { name: 'rosa_grows' })).toBeVisible();
      await shoot(page, shot('seller'));

      await page.goto('/my-listings');
      await expect(page.getByText('Spare seed potatoes')).toBeVisible();
      await shoot(page, shot('my-lists'));

      await page.goto(`/messages/${members.rosa.id}`);
      await expect(
        page
          .getByRole('list', { name: 'Messages with rosa_grows' })
          .getByText('They are on the porch by the blue door.'),
      ).toBeVisible();
      await shoot(page, shot('messages'));

      await page.goto('/map');
      await markersDrawn(page);
      await shoot(page, shot('map'));

      await page.goto('/notifications');
      await expect(page.getByText('Cherry tomato plants').first()).toBeVisible();
      await shoot(page, shot('notifications'));

      await page.goto('/profile');
      await expect(page.getByText('maya_gardens').first()).toBeVisible();
      await shoot(page, shot('profile'));
    });
  });
}
