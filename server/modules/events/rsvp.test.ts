import type { Event } from '@common/schemas/events';
import { DAY_MS } from '@common/time';
import { eventBringing, listings } from '@server/db/schema';
import { local, sayDetail } from '@server/lib/errors';
import { setupTestApp } from '@server/test/app';
import { detailsOf, hostEvent } from '@server/test/events';
import { befriend, createListing, createUser, type TestUser } from '@server/test/factories';
import { type TestClock, testClock } from '@server/test/fakes/clock';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

// docs/product.md §7.19: going to a swap day, and what attendees bring.
const testApp = setupTestApp();
const ctx = () => testApp().ctx;
let clock: TestClock;
beforeEach(() => {
  clock = testClock();
  ctx().clock = clock;
});
const en = (key: Parameters<typeof local>[0], values?: Record<string, string | number>) =>
  sayDetail(local(key, values), 'en');
const join = (who: TestUser, id: number, bringing?: number[]) =>
  testApp()
    .as(who)
    .post(`/api/events/${id}/rsvp`)
    .send(bringing ? { bringing } : {});
const page = async (who: TestUser | undefined, id: number) => {
  const res = who
    ? await testApp().as(who).get(`/api/events/${id}`)
    : await testApp().api.get(`/api/events/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.body as Event;
};

async function scene() {
  const [host, member] = [await createUser(ctx()), await createUser(ctx())];
  const id = await hostEvent(testApp(), host, clock);
  return { host, member, id };
}

describe('POST /api/events/{id}/rsvp', () => {
  it('says the member is going, bringing their listings; again replaces what they bring', async () => {
    const { host, member, id } = await scene();
    const [beans, kale] = [
      await createListing(ctx(), member, { title: 'Runner bean seeds' }),
      await createListing(ctx(), member, { title: 'Kale seedlings' }),
    ];
    const res = await join(member, id, [beans.id]);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id, going: true, going_count: 1 });
    expect(res.body.attendees).toEqual([
      { id: member.id, username: member.username, avatar: null },
    ]);
    expect(
      res.body.bringing.map((l: { id: number; owner_id: number }) => [l.id, l.owner_id]),
    ).toEqual([[beans.id, member.id]]);
    const again = await join(member, id, [kale.id]);
    expect(again.body).toMatchObject({ going: true, going_count: 1 });
    expect(again.body.bringing.map((l: { title: string }) => l.title)).toEqual(['Kale seedlings']);
    expect(await page(host, id)).toMatchObject({ going: false, going_count: 1 });
  });

  it('refuses someone else’s listing and one not visible to others (422, naming it), changing nothing', async () => {
    const { member, id } = await scene();
    const other = await createUser(ctx());
    const theirs = await createListing(ctx(), other);
    const inactive = await createListing(ctx(), member, { isActive: false });
    const expired = await createListing(ctx(), member, { expiredAt: new Date() });
    const held = await createListing(ctx(), member, { moderation: 'held' });
    const own = await createListing(ctx(), member);
    const notYours = await join(member, id, [own.id, theirs.id]);
    expect(notYours.status).toBe(422);
    expect(detailsOf(notYours.body)).toEqual([
      en('errors.events.listingNotYours', { id: theirs.id }),
    ]);
    expect(notYours.body.detail[0].loc).toEqual(['body', 'bringing', 1]);
    for (const hidden of [inactive, expired, held]) {
      const res = await join(member, id, [hidden.id]);
      expect(res.status).toBe(422);
      expect(detailsOf(res.body)).toEqual([en('errors.events.listingHidden', { id: hidden.id })]);
    }
    const unknown = await join(member, id, [2_000_000_000]);
    expect(detailsOf(unknown.body)).toEqual([
      en('errors.events.listingNotYours', { id: 2_000_000_000 }),
    ]);
    expect((await page(member, id)).going).toBe(false);
    expect(
      await ctx().db.select().from(eventBringing).where(eq(eventBringing.eventId, id)),
    ).toEqual([]);
  });

  it('refuses bad input, more than 10 listings, guests (401), unknown (404) and past events (409)', async () => {
    const { member, id } = await scene();
    const list = en('events.validation.bringing', { max: 10 });
    for (const bringing of ['1', [0], Array.from({ length: 11 }, (_, i) => i + 1)]) {
      const res = await testApp().as(member).post(`/api/events/${id}/rsvp`).send({ bringing });
      expect(res.status, JSON.stringify(bringing)).toBe(422);
    }
    const many = await join(
      member,
      id,
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
    expect(detailsOf(many.body)).toEqual([list]);
    expect((await testApp().api.post(`/api/events/${id}/rsvp`).send({})).status).toBe(401);
    expect((await join(member, 2_000_000_000)).status).toBe(404);
    clock.advance(3 * DAY_MS);
    const past = await join(member, id);
    expect(past.status).toBe(409);
    expect(past.body.detail).toBe(en('errors.events.over'));
  });
});

describe('DELETE /api/events/{id}/rsvp', () => {
  it('says the member is not going: 204, what they bring goes too', async () => {
    const { member, id } = await scene();
    const beans = await createListing(ctx(), member);
    await join(member, id, [beans.id]);
    expect((await testApp().as(member).delete(`/api/events/${id}/rsvp`)).status).toBe(204);
    expect(await page(member, id)).toMatchObject({ going: false, going_count: 0, bringing: [] });
    expect(
      await ctx().db.select().from(eventBringing).where(eq(eventBringing.eventId, id)),
    ).toEqual([]);
    expect((await testApp().api.delete(`/api/events/${id}/rsvp`)).status).toBe(401);
    expect((await testApp().as(member).delete('/api/events/2000000000/rsvp')).status).toBe(404);
  });
});

describe('what attendees bring, as each viewer may see it', () => {
  it('shows a friends-only listing to the owner’s friends and the owner only', async () => {
    const { member, id } = await scene();
    const [friend, stranger] = [await createUser(ctx()), await createUser(ctx())];
    await befriend(ctx(), member, friend);
    const open = await createListing(ctx(), member, { title: 'Open chard' });
    const friendsOnly = await createListing(ctx(), member, {
      title: 'Friends garlic',
      isPublic: false,
    });
    expect((await join(member, id, [open.id, friendsOnly.id])).status).toBe(200);
    const titles = (event: Event) => event.bringing.map((l) => l.title).sort();
    expect(titles(await page(member, id))).toEqual(['Friends garlic', 'Open chard']);
    expect(titles(await page(friend, id))).toEqual(['Friends garlic', 'Open chard']);
    expect(titles(await page(stranger, id))).toEqual(['Open chard']);
    expect(titles(await page(undefined, id))).toEqual(['Open chard']);
    // A listing that stops being shown (its owner deactivates it) leaves the others' page.
    await ctx().db.update(listings).set({ isActive: false }).where(eq(listings.id, open.id));
    expect(titles(await page(stranger, id))).toEqual([]);
  });

  it('leaves out attendees and their listings the viewer is blocked from either way', async () => {
    const { member, id } = await scene();
    const viewer = await createUser(ctx());
    const beans = await createListing(ctx(), member);
    await join(member, id, [beans.id]);
    await testApp().as(viewer).post('/api/blocks').send({ user_id: member.id }).expect(201);
    expect(await page(viewer, id)).toMatchObject({ going_count: 1, attendees: [], bringing: [] });
  });
});
