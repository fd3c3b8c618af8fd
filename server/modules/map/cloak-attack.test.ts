import { type AuthedAgent, setupTestApp } from '@server/test/app';
import {
  type Circle,
  destination,
  kmBetween,
  mean,
  median,
  type Point,
  trilaterate,
} from '@server/test/geodesy';
import { seededRandom } from '@server/test/random';
import { beforeAll, describe, expect, it } from 'vitest';
import { CELL_DEGREES, cellOf } from './cloak';

/**
 * The two attacks of docs/decisions.md "Locations and privacy", played by strangers through
 * the API against many homes in one city, with real accounts. Each must end no closer than
 * 150 m to the true home in the median, however the answers are combined or averaged. Rate
 * limits are off here, so the strangers may ask as often as they like; the match e-mail's
 * "about N km" is the notification's distance_km, so reading the notifications covers it.
 */
const testApp = setupTestApp();

/** Salt Lake City's centre and postcodes of the bundled gazetteer around it. */
const CITY = { latitude: 40.7608, longitude: -111.891 };
const POSTCODES = [
  '84101',
  '84102',
  '84103',
  '84104',
  '84105',
  '84106',
  '84108',
  '84109',
  '84111',
  '84112',
  '84115',
  '84116',
];
/** One word per victim's listing, so a stranger's wish can match exactly one of them. */
const VARIETIES = [
  'brandywine',
  'cherokee',
  'sungold',
  'beefsteak',
  'oxheart',
  'rutgers',
  'marglobe',
  'costoluto',
  'zapotec',
  'stupice',
  'matina',
  'glacier',
  'moskvich',
  'ailsa',
  'juliet',
  'amish',
  'mortgage',
  'kellogg',
  'valencia',
  'carbon',
];
const FLOOR_KM = 0.15;
const PASSWORD = 'leaf-mould-and-twine-42';

interface Member {
  id: number;
  as: AuthedAgent;
}

interface Victim {
  member: Member;
  postcode: string;
  variety: string;
  listingId: number;
  /** Where the victim really lives: a random point within 1 km of their postcode's centre. */
  home: Point;
}

let accounts = 0;
async function register(): Promise<Member> {
  const name = `attack_${process.pid}_${accounts++}`;
  const res = await testApp()
    .api.post('/api/auth/register')
    .send({
      email: `${name}@example.com`,
      username: name,
      first_name: 'Test',
      last_name: 'Member',
      password: PASSWORD,
    });
  expect(res.status).toBe(201);
  return { id: res.body.user.id, as: testApp().as({ token: res.body.access_token }) };
}

async function moveTo(member: Member, point: Point) {
  const res = await member.as.post('/api/map/user/location').query(point);
  expect(res.status).toBe(200);
}

/** Where a stranger is shown a victim: their listing's page. */
async function shownPoint(stranger: Member, victim: Victim): Promise<Point> {
  const res = await stranger.as.get(`/api/listings/${victim.listingId}`);
  expect(res.status).toBe(200);
  return { latitude: res.body.owner_latitude, longitude: res.body.owner_longitude };
}

/** The middle of the grid cell a point lies in: the best guess of a stranger who knows the grid. */
function cellCentre(point: Point): Point {
  const cell = cellOf(point);
  return {
    latitude: cell.south + CELL_DEGREES / 2,
    longitude: cell.west + cell.width / 2,
  };
}

const medianKm = (estimates: Point[], victims: Victim[]) =>
  median(estimates.map((e, i) => kmBetween(e, victims[i]!.home)));

/**
 * A stranger's wish that matches victims' listings, saved again at every look so that each
 * look brings fresh match notifications: their distances, keyed by listing.
 */
function wisher(stranger: Member, title: string) {
  let wantId: number | undefined;
  return async (at: Point): Promise<Map<number, number | null>> => {
    await moveTo(stranger, at);
    const saved = await stranger.as
      .post('/api/listings/want-listings/batch')
      .send({ delete: wantId ? [wantId] : [], create: [{ title, category_id: 1 }] });
    expect(saved.status).toBe(200);
    wantId = saved.body.find((w: { title: string }) => w.title === title).id;
    // The matches come from a background job, within seconds (docs/product.md §8.4).
    await testApp().ctx.jobs.idle();
    const res = await stranger.as.get('/api/notifications').query({ limit: 50 });
    expect(res.status).toBe(200);
    return new Map(
      res.body
        .filter((n: { want: { id: number } }) => n.want.id === wantId)
        .map((n: { listing: { id: number }; distance_km: number | null }) => [
          n.listing.id,
          n.distance_km,
        ]),
    );
  };
}

let victims: Victim[] = [];

beforeAll(async () => {
  const random = seededRandom(20_150);
  const nearby = VARIETIES.map(() => ({ bearing: random() * 360, km: Math.sqrt(random()) }));
  victims = await Promise.all(
    VARIETIES.map(async (variety, i) => {
      const member = await register();
      const postcode = POSTCODES[i % POSTCODES.length]!;
      // The first location comes from the profile's postcode: its public gazetteer centre.
      const profile = await member.as
        .put('/api/auth/profile')
        .send({ city: 'Salt Lake City', state: 'UT', zip_code: postcode });
      expect(profile.status).toBe(200);
      const listing = await member.as
        .post('/api/listings/')
        .send({ title: `${variety} tomato seedlings`, type_id: 3, category_id: 1 });
      expect(listing.status).toBe(201);
      const centre = (await member.as.get('/api/map/user/geocode')).body as Point;
      const home = destination(centre, nearby[i]!.bearing, nearby[i]!.km);
      return { member, postcode, variety, listingId: listing.body.id, home };
    }),
  );
}, 60_000);

describe('finding a member’s home', () => {
  it('the constant-offset attack: the point shown at a postcode centre says nothing of the next home', async () => {
    const stranger = await register();
    const naive: Point[] = [];
    const averaged: Point[] = [];
    const gridWise: Point[] = [];
    for (const victim of victims) {
      // Public knowledge: the victim's postcode (their profile) and its centre (the gazetteer).
      const card = await stranger.as.get(`/api/auth/users/${victim.member.id}/public`);
      expect(card.body.zip_code).toBe(victim.postcode);
      const geocoded = await stranger.as
        .post('/api/map/geocode')
        .send({ address: card.body.zip_code });
      const centre = geocoded.body as Point;
      const before = await shownPoint(stranger, victim);
      const offset = {
        latitude: before.latitude - centre.latitude,
        longitude: before.longitude - centre.longitude,
      };

      await moveTo(victim.member, victim.home);
      const looks = [];
      for (let i = 0; i < 8; i++) looks.push(await shownPoint(stranger, victim));
      // Every look gives the very same point: there is no noise to average away.
      for (const look of looks) expect(look).toEqual(looks[0]);
      const minusOffset = looks.map((look) => ({
        latitude: look.latitude - offset.latitude,
        longitude: look.longitude - offset.longitude,
      }));
      naive.push(minusOffset[0]!);
      averaged.push(mean(minusOffset));
      gridWise.push(cellCentre(looks[0]!));
    }
    expect(medianKm(naive, victims)).toBeGreaterThanOrEqual(FLOOR_KM);
    expect(medianKm(averaged, victims)).toBeGreaterThanOrEqual(FLOOR_KM);
    expect(medianKm(gridWise, victims)).toBeGreaterThanOrEqual(FLOOR_KM);
  });

  it('the distance oracle: whole-km flips and the 50 km cut-off reveal only the cloaked point', async () => {
    for (const victim of victims) await moveTo(victim.member, victim.home);
    const stranger = await register();
    const look = wisher(stranger, 'tomato seedlings');

    // 1. Whole-km rounding. The stranger walks three lines towards the city, 25 m a step; where
    // a listing's distance flips from k to k - 1 it is k - 0.5 km away: one circle each.
    const rounding = new Map<number, Circle[]>(victims.map((v) => [v.listingId, []]));
    for (const bearing of [0, 120, 240]) {
      const start = destination(CITY, bearing, 20);
      const along = (km: number) => destination(start, bearing + 180, km);
      let before: Map<number, number | null> | undefined;
      for (let step = 0; step <= 46; step++) {
        const answers = await look(along(step * 0.025));
        for (const victim of victims) {
          const was = before?.get(victim.listingId);
          const is = answers.get(victim.listingId);
          expect(typeof is).toBe('number');
          if (typeof was === 'number' && typeof is === 'number' && was !== is) {
            rounding
              .get(victim.listingId)!
              .push({ centre: along((step - 0.5) * 0.025), km: (was + is) / 2 });
          }
        }
        before = answers;
      }
    }
    // Asking again from the same spot answers exactly the same: nothing to average.
    const spot = destination(CITY, 45, 12.3456);
    const first = await look(spot);
    for (let i = 0; i < 3; i++) expect(await look(spot)).toEqual(first);

    const byRounding = victims.map((v) => {
      const circles = rounding.get(v.listingId)!;
      expect(circles.length).toBeGreaterThanOrEqual(3);
      return trilaterate(circles, CITY);
    });

    // 2. The 50 km cut-off. One stranger per victim, wishing for that victim's variety only,
    // finds by bisection (to 2.3 m) where the match stops on three bearings, starting from
    // the point found above: three circles of exactly 50 km.
    const byCutoff = await Promise.all(
      victims.map(async (victim, i) => {
        const seeker = wisher(await register(), victim.variety);
        const circles: Circle[] = [];
        for (const bearing of [60, 180, 300]) {
          let inside = -0.15;
          let outside = 0.15;
          for (let step = 0; step < 7; step++) {
            const middle = (inside + outside) / 2;
            const answers = await seeker(destination(byRounding[i]!, bearing, 50 + middle));
            if (answers.has(victim.listingId)) inside = middle;
            else outside = middle;
          }
          const edge = destination(byRounding[i]!, bearing, 50 + (inside + outside) / 2);
          circles.push({ centre: edge, km: 50 });
        }
        return trilaterate(circles, byRounding[i]!);
      }),
    );

    const averaged = victims.map((_, i) => mean([byRounding[i]!, byCutoff[i]!]));
    expect(medianKm(byRounding, victims)).toBeGreaterThanOrEqual(FLOOR_KM);
    expect(medianKm(byCutoff, victims)).toBeGreaterThanOrEqual(FLOOR_KM);
    expect(medianKm(averaged, victims)).toBeGreaterThanOrEqual(FLOOR_KM);
    expect(medianKm(averaged.map(cellCentre), victims)).toBeGreaterThanOrEqual(FLOOR_KM);

    // The attack itself works: it pins down the point every stranger is shown anyway.
    const shown = await Promise.all(victims.map((v) => shownPoint(stranger, v)));
    expect(median(byRounding.map((e, i) => kmBetween(e, shown[i]!)))).toBeLessThan(0.03);
    expect(median(byCutoff.map((e, i) => kmBetween(e, shown[i]!)))).toBeLessThan(0.01);
  }, 120_000);
});
