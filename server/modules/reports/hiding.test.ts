import type { ReportedThing } from '@common/schemas/moderation';
import { REPORTS_TO_HOLD } from '@common/schemas/safety';
import { DAY_MS, HOUR_MS } from '@common/time';
import { listings, users } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import {
  createListing,
  createTrustedUser,
  createUser,
  type TestUser,
} from '@server/test/factories';
import { type TestClock, testClock } from '@server/test/fakes/clock';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { REPORTER_MIN_AGE_DAYS } from './queries';

// docs/product.md §14.2: whose reports hide a listing, and that a judged listing stays shown.
const testApp = setupTestApp();
const ctx = () => testApp().ctx;

let clock: TestClock;
beforeEach(() => {
  clock = testClock();
  ctx().clock = clock;
});

const ago = (ms: number) => new Date(clock.now().getTime() - ms);
const member = (overrides: Parameters<typeof createUser>[1] = {}) => createUser(ctx(), overrides);
const moderator = () => member({ role: 'moderator' });
/** REPORTS_TO_HOLD members made alike. */
const several = (make: () => Promise<TestUser>) =>
  Promise.all(Array.from({ length: REPORTS_TO_HOLD }, make));

async function reportListing(reporters: TestUser[], listingId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const r of reporters) {
    const res = await testApp()
      .as(r)
      .post('/api/reports')
      .send({ target_type: 'listing', target_id: listingId, reason: 'spam' })
      .expect(201);
    ids.push(res.body.id);
  }
  return ids;
}

async function moderationOf(listingId: number) {
  const [row] = await ctx()
    .db.select({ moderation: listings.moderation })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row?.moderation;
}

/** What another member gets for the listing: 200 while it shows, 404 while it is hidden. */
const seenBy = async (viewer: TestUser, listingId: number) =>
  (await testApp().as(viewer).get(`/api/listings/${listingId}`)).status;

/** The ids of the open reports on the desk that name the listing, oldest first. */
async function onTheDesk(mod: TestUser, listingId: number): Promise<number[]> {
  const res = await testApp().as(mod).get('/api/moderation/reports?status=open&limit=100');
  expect(res.status).toBe(200);
  expect(res.headers['x-next-cursor']).toBeUndefined();
  return (res.body as ReportedThing[])
    .filter((t) => t.target_type === 'listing' && t.target_id === listingId)
    .flatMap((t) => t.reports.map((r) => r.id));
}

const act = (mod: TestUser, reportId: number, action: string) =>
  testApp()
    .as(mod)
    .post(`/api/moderation/reports/${reportId}/actions`)
    .send({ action })
    .expect(200);

describe('who counts toward hiding a listing', () => {
  it('not new accounts without a confirmed address: their reports go to the desk only', async () => {
    const [owner, viewer, mod] = await Promise.all([member(), member(), moderator()]);
    const listing = await createListing(ctx(), owner);
    const sybils = await several(() => member());
    const filed = await reportListing(sybils, listing.id);

    expect(await moderationOf(listing.id)).toBeNull();
    expect(await seenBy(viewer, listing.id)).toBe(200);
    expect(await onTheDesk(mod, listing.id)).toEqual(filed);
  });

  it('not old accounts without a confirmed address, nor confirmed ones under 7 days old', async () => {
    const [owner, viewer, mod] = await Promise.all([member(), member(), moderator()]);
    const oldUnconfirmed = await several(() => member({ createdAt: ago(365 * DAY_MS) }));
    const newConfirmed = await several(() =>
      member({
        createdAt: ago(REPORTER_MIN_AGE_DAYS * DAY_MS - HOUR_MS),
        emailConfirmedAt: ago(HOUR_MS),
      }),
    );
    for (const reporters of [oldUnconfirmed, newConfirmed]) {
      const listing = await createListing(ctx(), owner);
      const filed = await reportListing(reporters, listing.id);
      expect(await moderationOf(listing.id)).toBeNull();
      expect(await seenBy(viewer, listing.id)).toBe(200);
      expect(await onTheDesk(mod, listing.id)).toEqual(filed);
    }
    // Two who count and one who does not are still not three.
    const mixed = await createListing(ctx(), owner);
    await reportListing(
      [await createTrustedUser(ctx()), await createTrustedUser(ctx()), newConfirmed[0]!],
      mixed.id,
    );
    expect(await moderationOf(mixed.id)).toBeNull();
  });

  it('not a reporter suspended since: their report stays on the desk but no longer counts', async () => {
    const [owner, viewer] = await Promise.all([member(), member()]);
    const listing = await createListing(ctx(), owner);
    const [suspended, ...others] = await several(() => createTrustedUser(ctx()));
    await reportListing([suspended!], listing.id);
    await ctx()
      .db.update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended!.id));
    await reportListing(others, listing.id);
    expect(await moderationOf(listing.id)).toBeNull();
    expect(await seenBy(viewer, listing.id)).toBe(200);
    await reportListing([await createTrustedUser(ctx())], listing.id);
    expect(await moderationOf(listing.id)).toBe('held');
  });

  it('confirmed members with accounts 7 days old: 3 of them hide it, by the app’s clock', async () => {
    const [owner, viewer, mod] = await Promise.all([member(), member(), moderator()]);
    const listing = await createListing(ctx(), owner);
    // Confirmed, and an hour short of 7 days: not yet.
    const reporters = await several(() =>
      createTrustedUser(ctx(), { createdAt: ago(REPORTER_MIN_AGE_DAYS * DAY_MS - HOUR_MS) }),
    );
    const [first, second, third] = reporters as [TestUser, TestUser, TestUser];
    await reportListing([first, second, third], listing.id);
    expect(await moderationOf(listing.id)).toBeNull();

    // Two hours later they are 7 days old: the next report (a change of one) counts them all.
    clock.advance(2 * HOUR_MS);
    await reportListing([third], listing.id);
    expect(await moderationOf(listing.id)).toBe('held');
    expect(await seenBy(viewer, listing.id)).toBe(404);
    expect(await onTheDesk(mod, listing.id)).toHaveLength(REPORTS_TO_HOLD);
  });
});

describe('a listing a moderator has judged', () => {
  it('is never hidden by reports again once dismissed; the new reports reach the desk', async () => {
    const [owner, viewer, mod] = await Promise.all([member(), member(), moderator()]);
    const listing = await createListing(ctx(), owner);
    const [first] = await reportListing(await several(() => createTrustedUser(ctx())), listing.id);
    expect(await moderationOf(listing.id)).toBe('held');
    await act(mod, first!, 'dismiss');
    expect(await moderationOf(listing.id)).toBeNull();

    const again = await reportListing(await several(() => createTrustedUser(ctx())), listing.id);
    expect(await moderationOf(listing.id)).toBeNull();
    expect(await seenBy(viewer, listing.id)).toBe(200);
    expect(await onTheDesk(mod, listing.id)).toEqual(again);
  });

  it('is never hidden by reports again once restored; the new reports reach the desk', async () => {
    const [owner, viewer, mod] = await Promise.all([member(), member(), moderator()]);
    const listing = await createListing(ctx(), owner);
    const [first] = await reportListing(await several(() => createTrustedUser(ctx())), listing.id);
    await act(mod, first!, 'remove_listing');
    await act(mod, first!, 'restore_listing');
    expect(await moderationOf(listing.id)).toBeNull();

    const again = await reportListing(await several(() => createTrustedUser(ctx())), listing.id);
    expect(await moderationOf(listing.id)).toBeNull();
    expect(await seenBy(viewer, listing.id)).toBe(200);
    expect(await onTheDesk(mod, listing.id)).toEqual(again);
  });

  it('may still be removed by a moderator acting on the new reports', async () => {
    const [owner, viewer, mod] = await Promise.all([member(), member(), moderator()]);
    const listing = await createListing(ctx(), owner);
    const [first] = await reportListing([await createTrustedUser(ctx())], listing.id);
    await act(mod, first!, 'dismiss');
    const [later] = await reportListing([await createTrustedUser(ctx())], listing.id);
    await act(mod, later!, 'remove_listing');
    expect(await moderationOf(listing.id)).toBe('removed');
    expect(await seenBy(viewer, listing.id)).toBe(404);
  });
});
