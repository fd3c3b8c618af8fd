import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type BrowserContext,
  request as playwrightRequest,
} from '@playwright/test';
import {
  MODERATOR_EMAIL,
  screensClockURL,
  screensDataDir,
  screensURL,
} from '../../playwright.config';
import { confirmSignUp, expect, type Member } from '../fixtures';

/**
 * The world e2e/screens.spec.ts shoots: fixed names in Portland, Oregon, on a server of its own
 * whose clock starts on one fixed day (docs/decisions.md "Screenshot baselines"). Every step
 * finds what is already there, so a retry in the same server draws the same screens.
 */

/** The world's time now: its server's clock, never this machine's. */
async function worldNow(): Promise<Date> {
  const res = await fetch(`${screensClockURL}/now`);
  return new Date(((await res.json()) as { now: string }).now);
}

/** Moves the world's server's time on by `ms`, its database's with it. */
async function moveWorldClock(ms: number) {
  const res = await fetch(`${screensClockURL}/advance?ms=${ms}`, { method: 'POST' });
  expect(res.ok).toBe(true);
}

/**
 * The browser's clock starts at the world's time and runs on from there (a map's tiles fade in,
 * timers fire as ever), so "this month" and "in 3 days" never move.
 */
export async function onTheWorldsDay(context: BrowserContext) {
  await context.clock.install({ time: await worldNow() });
}

const PASSWORD = 'garden-password-1';

const PEOPLE = {
  maya: { username: 'maya_gardens', postcode: '97201' },
  rosa: { username: 'rosa_grows', postcode: '97202' },
  ben: { username: 'basil_ben', postcode: '97214' },
  fern: { username: 'fern_and_fig', postcode: '97209' },
  // Maya blocks him: the blocked members screen has someone on it.
  sam: { username: 'slug_sam', postcode: '97217' },
} as const;
type Person = keyof typeof PEOPLE;

interface Seed {
  title: string;
  simmer_hours?: number;
  price?: number;
  type_id?: number;
  category_id?: number;
  description?: string;
  is_public?: boolean;
  photo?: boolean;
  seed?: { variety?: string; kind?: string; saved_year?: number; origin?: string };
}

/** Oldest first: the marketplace shows the newest first. */
const LISTINGS: [Person, Seed][] = [
  ['fern', { title: 'Fig cuttings', type_id: 2, category_id: 3 }],
  [
    'ben',
    {
      title: 'Runner bean seeds, saved last autumn',
      price: 2,
      category_id: 2,
      seed: {
        variety: 'Scarlet Emperor',
        kind: 'heirloom',
        saved_year: 2025,
        origin: 'own_garden',
      },
    },
  ],
  ['rosa', { title: 'Rhubarb crowns', type_id: 3, category_id: 3 }],
  [
    'fern',
    {
      title: 'Sunflower seeds (Russian Giant)',
      price: 1.5,
      category_id: 2,
      seed: { variety: 'Russian Giant', kind: 'open_pollinated', origin: 'swapped' },
    },
  ],
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

export interface World {
  members: Record<Person, Member>;
  moderator: Member;
  tomatoId: number;
  /** Maya's own listing, for the edit screen. */
  potatoesId: number;
  /** Ben's heirloom runner beans, a seed listing with its story (§7.18). */
  runnerBeansId: number;
  /** Rosa's, reserved for Maya, a pickup agreed (docs/product.md §7.15). */
  sweetPeasId: number;
  /** Rosa's, given to Maya, thanked both ways (§7.17). */
  borageId: number;
  /** Rosa's giveaway, simmering (§7.16). */
  squashId: number;
  /** Rosa's swap day, Maya and Ben going (§7.19). */
  swapDayId: number;
  /** Maya's own swap day, for the edit screen. */
  mySwapDayId: number;
}

const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });

async function ensureAccount(
  api: APIRequestContext,
  email: string,
  username: string,
  password: string,
): Promise<{ member: Member; isNew: boolean }> {
  const registered = await api.post('/api/auth/register', {
    data: { email, username, password, first_name: 'Green', last_name: 'Thumb' },
  });
  let body: { user: { id: number }; access_token: string };
  if (registered.ok()) body = await registered.json();
  else {
    // A retry in the same server, or an account another journey made first.
    const login = await api.post('/api/auth/login', { form: { username: email, password } });
    expect(login.ok(), await login.text()).toBe(true);
    body = await login.json();
  }
  const member = { id: body.user.id, email, username, password, token: body.access_token };
  return { member, isNew: registered.ok() };
}

async function ensureMember(
  api: APIRequestContext,
  person: Person,
): Promise<{ member: Member; isNew: boolean }> {
  const { username, postcode } = PEOPLE[person];
  const email = `${username}@example.com`;
  const { member, isNew } = await ensureAccount(api, email, username, PASSWORD);
  if (isNew) {
    // Settled members: their profiles show no notice asking to confirm the address.
    await confirmSignUp(api, email, screensDataDir);
    await api.post('/api/auth/upload-profile-image', {
      headers: auth(member),
      multipart: { city: 'Portland', state: 'OR', postcode },
    });
  }
  return { member, isNew };
}

/** Signs the member in again: a session from before the clock moved a month has ended. */
async function signedInAgain(api: APIRequestContext, member: Member): Promise<Member> {
  const login = await api.post('/api/auth/login', {
    form: { username: member.email, password: member.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return { ...member, token: (await login.json()).access_token };
}

/** How long the world's members have been members when they list: In season near you counts them. */
const SETTLED_MS = 31 * 24 * 60 * 60 * 1000;

async function ensureListing(api: APIRequestContext, owner: Member, seed: Seed): Promise<number> {
  const headers = auth(owner);
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

/** Rosa is Maya's friend; Ben has asked and waits for her answer (docs/product.md §9.1). */
async function befriend(api: APIRequestContext, members: Record<Person, Member>) {
  const { maya, rosa, ben } = members;
  const status = await (
    await api.get(`/api/auth/friends/status/${rosa.id}`, { headers: auth(maya) })
  ).json();
  if (status.status !== 'none') return;
  const asked = await api.post('/api/auth/friends/request', {
    headers: auth(rosa),
    data: { friend_id: maya.id },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const { request_id } = await asked.json();
  await api.post('/api/auth/friends/respond', {
    headers: auth(maya),
    data: { request_id, accept: true },
  });
  await api.post('/api/auth/friends/request', {
    headers: auth(ben),
    data: { friend_id: maya.id },
  });
}

async function converse(api: APIRequestContext, members: Record<Person, Member>, tomato: number) {
  const { maya, rosa, ben } = members;
  const thread = await (await api.get(`/api/messages/${rosa.id}`, { headers: auth(maya) })).json();
  if (thread.length) return;
  const say = (from: Member, to: Member, content: string, listing_id?: number) =>
    api.post('/api/messages', {
      headers: auth(from),
      data: { receiver_id: to.id, content, ...(listing_id ? { listing_id } : {}) },
    });
  await say(maya, rosa, 'Hi Rosa! Are the cherry tomato plants still available?', tomato);
  await say(rosa, maya, 'They are! I have six left. When would suit you?');
  await say(maya, rosa, 'Saturday morning? I can bring some chive clumps to swap.');
  await say(rosa, maya, 'Perfect, see you then. They are on the porch by the blue door.');
  await say(ben, maya, 'Do you still have seed potatoes?');
}

/** Three days ahead at 17:00 UTC, for an hour: the pickup the screens show. */
async function pickupTime() {
  const start = new Date((await worldNow()).getTime() + 3 * 24 * 60 * 60 * 1000);
  start.setUTCHours(17, 0, 0, 0);
  return {
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 3.6e6).toISOString(),
  };
}

/**
 * An exchange's second half (docs/product.md §7.15–7.17): Rosa's sweet peas reserved for Maya
 * with a pickup agreed, her borage given to Maya and thanked both ways, her squash simmering
 * with Ben interested. Each step looks first, so a retry changes nothing.
 */
async function exchange(api: APIRequestContext, members: Record<Person, Member>) {
  const { maya, rosa, ben } = members;
  const listingOf = async (id: number) =>
    (await api.get(`/api/listings/${id}`, { headers: auth(rosa) })).json();
  const reserveForMaya = async (id: number) => {
    if ((await listingOf(id)).state_id !== 1) return;
    await api.post(`/api/listings/${id}/interest`, { headers: auth(maya), data: {} });
    const res = await api.patch(`/api/listings/${id}/status`, {
      headers: auth(rosa),
      data: { state_id: 2, reserved_for: maya.id },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const sweetPeasId = await ensureListing(api, rosa, {
    title: 'Sweet pea seedlings',
    type_id: 3,
    category_id: 3,
    is_public: false,
  });
  await reserveForMaya(sweetPeasId);
  const current = await (
    await api.get(`/api/listings/${sweetPeasId}/pickup`, { headers: auth(maya) })
  ).json();
  if (!current) {
    const proposed = await api.post(`/api/listings/${sweetPeasId}/pickups`, {
      headers: auth(maya),
      data: { ...(await pickupTime()), note: 'By the blue door' },
    });
    expect(proposed.ok(), await proposed.text()).toBe(true);
    const { id } = await proposed.json();
    await api.post(`/api/pickups/${id}/accept`, { headers: auth(rosa) });
  }

  const borageId = await ensureListing(api, rosa, {
    title: 'Borage seeds',
    type_id: 3,
    category_id: 2,
  });
  await reserveForMaya(borageId);
  if ((await listingOf(borageId)).state_id === 2) {
    await api.patch(`/api/listings/${borageId}/status`, {
      headers: auth(rosa),
      data: { state_id: 3 },
    });
    await api.post(`/api/listings/${borageId}/thanks`, {
      headers: auth(maya),
      data: { text: 'Every one came up, and the bees love them. Thank you, Rosa!' },
    });
    await api.post(`/api/listings/${borageId}/thanks`, {
      headers: auth(rosa),
      data: { text: 'Lovely to meet you, and thanks for the chives!' },
    });
  }

  const squashId = await ensureListing(api, rosa, {
    title: 'Squash seedlings',
    type_id: 3,
    category_id: 3,
    simmer_hours: 24,
  });
  await api.post(`/api/listings/${squashId}/interest`, {
    headers: auth(ben),
    data: { note: 'For the community garden' },
  });
  return { sweetPeasId, borageId, squashId };
}

/** `days` ahead, 10:00 to 13:00 in Portland (17:00–20:00 UTC): the swap days the screens show. */
async function swapDayTime(days: number) {
  const start = new Date((await worldNow()).getTime() + days * 24 * 60 * 60 * 1000);
  start.setUTCHours(17, 0, 0, 0);
  return {
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 3 * 3.6e6).toISOString(),
  };
}

/** A swap day of `host`'s, found if they already host one of that title. */
async function ensureSwapDay(api: APIRequestContext, host: Member, data: Record<string, unknown>) {
  const near = await (await api.get('/api/events', { headers: auth(host) })).json();
  const found = near.find(
    (e: { host: { id: number }; title: string }) => e.host.id === host.id && e.title === data.title,
  );
  if (found) return found.id as number;
  const res = await api.post('/api/events', { headers: auth(host), data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).id as number;
}

/**
 * Rosa hosts a swap day in Laurelhurst Park (docs/product.md §7.19); Maya goes bringing her
 * pumpkin seeds, Ben goes too. Maya hosts one of her own later on, at the library.
 */
async function swapDays(api: APIRequestContext, members: Record<Person, Member>, pumpkin: number) {
  const { maya, rosa, ben } = members;
  const swapDayId = await ensureSwapDay(api, rosa, {
    title: 'Autumn seed swap',
    description:
      'Bring seeds you saved, cuttings and spare seedlings; take home what you will grow. Tables under the big oak, tea from a flask.',
    ...(await swapDayTime(10)),
    place_name: 'Laurelhurst Park, by the pond',
    latitude: 45.5215,
    longitude: -122.6253,
  });
  // Saying it again replaces what one brings: a retry changes nothing.
  await api.post(`/api/events/${swapDayId}/rsvp`, {
    headers: auth(maya),
    data: { bringing: [pumpkin] },
  });
  await api.post(`/api/events/${swapDayId}/rsvp`, { headers: auth(ben), data: { bringing: [] } });
  const mySwapDayId = await ensureSwapDay(api, maya, {
    title: 'Seed library open day',
    description: 'Swap seeds and learn to save them, with the library’s seed savers.',
    ...(await swapDayTime(20)),
    place_name: 'Central Library, main hall',
    latitude: 45.5191,
    longitude: -122.6829,
  });
  return { swapDayId, mySwapDayId };
}

/** Maya blocks Sam; Fern reports Ben to the moderators (docs/product.md §14). */
async function safety(api: APIRequestContext, members: Record<Person, Member>) {
  const { maya, fern, ben, sam } = members;
  const blocked = await (await api.get('/api/blocks', { headers: auth(maya) })).json();
  if (!blocked.length)
    await api.post('/api/blocks', { headers: auth(maya), data: { user_id: sam.id } });
  // Reporting twice is refused (one open report each): a retry needs nothing more.
  await api.post('/api/reports', {
    headers: auth(fern),
    data: {
      target_type: 'user',
      target_id: ben.id,
      reason: 'spam',
      details: 'Sends me the same message about seed potatoes every day.',
    },
  });
}

export async function seedWorld(): Promise<World> {
  const api = await playwrightRequest.newContext({ baseURL: screensURL });
  const members = {} as Record<Person, Member>;
  let joined = false;
  for (const person of Object.keys(PEOPLE) as Person[]) {
    const { member, isNew } = await ensureMember(api, person);
    members[person] = member;
    joined ||= isNew;
  }
  // Members of a month's standing (In season near you counts no newer account, docs/product.md
  // §7.20): the world's clock moves on a month once they have joined, before anything is listed.
  if (joined) await moveWorldClock(SETTLED_MS);
  for (const person of Object.keys(PEOPLE) as Person[])
    members[person] = await signedInAgain(api, members[person]);
  // The moderator of e2e/safety.spec.ts, whichever journey signs them up first.
  const { member: moderator } = await ensureAccount(
    api,
    MODERATOR_EMAIL,
    'the_moderator',
    'moderator-password-1',
  );
  const { maya, rosa, ben } = members;

  // Maya's wish comes first, so Rosa's tomato plants match it (a notification).
  const wants = await (
    await api.get('/api/listings/want-listings', { headers: auth(maya) })
  ).json();
  if (!wants.length) {
    await api.post('/api/listings/want-listings', {
      headers: auth(maya),
      data: { title: 'tomato', category_id: 3 },
    });
    // A seasonal want (docs/product.md §8.11): the wish list shows its months.
    await api.post('/api/listings/want-listings', {
      headers: auth(maya),
      data: { title: 'plums', category_id: 1, season_months: [7, 8, 9] },
    });
  }
  let tomatoId = 0;
  let runnerBeansId = 0;
  for (const [person, seed] of LISTINGS) {
    const id = await ensureListing(api, members[person], seed);
    if (seed.title === 'Cherry tomato plants') tomatoId = id;
    if (seed.seed?.variety === 'Scarlet Emperor') runnerBeansId = id;
  }
  let potatoesId = 0;
  let pumpkinId = 0;
  for (const seed of MINE) {
    const id = await ensureListing(api, maya, seed);
    if (seed.title === 'Spare seed potatoes') potatoesId = id;
    if (seed.title === 'Pumpkin seeds') pumpkinId = id;
  }
  await converse(api, members, tomatoId);
  await befriend(api, members);
  await safety(api, members);
  const exchanged = await exchange(api, members);
  const swapDayIds = await swapDays(api, members, pumpkinId);

  // Matching and a swap day's neighbours are told in background jobs (docs/product.md §8.4,
  // §7.19), the neighbours an hour after the swap day is posted: the world's clock moves on
  // that hour (once), then their notifications come, then everything is read, so none arrives
  // unread after.
  const kinds = async () => {
    const res = await api.get('/api/notifications', { headers: auth(maya) });
    return ((await res.json()) as { kind: string }[]).map((n) => n.kind);
  };
  if (!(await kinds()).includes('event_nearby')) await moveWorldClock(61 * 60 * 1000);
  await expect
    .poll(
      async () => {
        const told = await kinds();
        return told.includes('match') && told.includes('event_nearby');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  // Nothing unread: the badges must not depend on which screen was shot first.
  for (const other of [rosa, ben])
    await api.post(`/api/messages/${other.id}/mark-thread-read`, { headers: auth(maya) });
  await api.post('/api/notifications/read-all', { headers: auth(maya) });
  await api.dispose();
  return { members, moderator, tomatoId, potatoesId, runnerBeansId, ...swapDayIds, ...exchanged };
}
