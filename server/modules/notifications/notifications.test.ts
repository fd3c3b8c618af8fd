import { jobs, listings, notifications } from '@server/db/schema';
import { matchNewListing } from '@server/modules/wants';
import { setupTestApp } from '@server/test/app';
import { createListing, createUser, createWant } from '@server/test/factories';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

const testApp = setupTestApp();

/** A wanter with `count` matches from one nearby seller, oldest first. */
async function matched(count: number) {
  const { ctx } = testApp();
  const wanter = await createUser(ctx, { firstName: 'Ivy' });
  const seller = await createUser(ctx, { city: 'Murray', latitude: 40.6669, longitude: -111.888 });
  const want = await createWant(ctx, wanter, { title: 'beans' });
  const made = [];
  for (let i = 0; i < count; i++) {
    const listing = await createListing(ctx, seller, { title: `Bean bundle ${i}` });
    await matchNewListing(ctx, listing.id);
    made.push(listing);
  }
  // Let the e-mails land before the test ends (they are sent after the match is stored).
  await vi.waitFor(async () => {
    const mails = (await testApp().outbox()).filter((m) => m.includes(`To: ${wanter.email}`));
    expect(mails).toHaveLength(count);
  });
  return { wanter, seller, want, listings: made };
}

describe('GET /api/notifications', () => {
  it('lists my matches newest first, with what matched, the listing, the seller and the distance', async () => {
    const { wanter, seller, want, listings: made } = await matched(2);
    const res = await testApp().as(wanter).get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      type: 'match',
      kind: 'match',
      is_read: false,
      created_at: expect.any(String),
      want: { id: want.id, title: 'beans', category_id: 1 },
      listing: {
        id: made[1]!.id,
        title: 'Bean bundle 1',
        featured_image: null,
        category_id: 1,
        type_id: 1,
        price: 3,
      },
      seller: { id: seller.id, username: seller.username, profile_picture: null, city: 'Murray' },
      distance_km: 10,
      is_friend: false,
    });
    expect(res.body[1].listing.id).toBe(made[0]!.id);
  });

  it('pages with limit and cursor', async () => {
    const { wanter } = await matched(3);
    const first = await testApp().as(wanter).get('/api/notifications?limit=2');
    expect(first.body).toHaveLength(2);
    const rest = await testApp()
      .as(wanter)
      .get(`/api/notifications?limit=2&cursor=${first.body[1].id}`);
    expect(rest.body).toHaveLength(1);
    expect(rest.body[0].id).toBeLessThan(first.body[1].id);
    expect((await testApp().as(wanter).get('/api/notifications?limit=500')).status).toBe(422);
  });

  it("shows nobody else's matches, and drops a listing the wanter can no longer see", async () => {
    const { wanter, listings: made } = await matched(2);
    const stranger = await createUser(testApp().ctx);
    expect((await testApp().as(stranger).get('/api/notifications')).body).toEqual([]);
    await testApp()
      .ctx.db.update(listings)
      .set({ isPublic: false })
      .where(eq(listings.id, made[0]!.id));
    const res = await testApp().as(wanter).get('/api/notifications');
    expect(res.body.map((n: { listing: { id: number } }) => n.listing.id)).toEqual([made[1]!.id]);
    const count = await testApp().as(wanter).get('/api/notifications/unread-count');
    expect(count.body).toEqual({ count: 1 });
  });

  it('needs a login', async () => {
    expect((await testApp().api.get('/api/notifications')).status).toBe(401);
    expect((await testApp().api.get('/api/notifications/unread-count')).status).toBe(401);
    expect((await testApp().api.post('/api/notifications/read-all')).status).toBe(401);
  });
});

describe('reading notifications', () => {
  it('counts unread ones, marks one read, then all', async () => {
    const { wanter } = await matched(3);
    const count = () =>
      testApp()
        .as(wanter)
        .get('/api/notifications/unread-count')
        .then((r) => r.body.count);
    expect(await count()).toBe(3);
    const [newest] = (await testApp().as(wanter).get('/api/notifications')).body;
    expect((await testApp().as(wanter).post(`/api/notifications/${newest.id}/read`)).status).toBe(
      204,
    );
    expect(await count()).toBe(2);
    const unread = await testApp().as(wanter).get('/api/notifications?unread=true');
    expect(unread.body.map((n: { id: number }) => n.id)).not.toContain(newest.id);
    expect((await testApp().as(wanter).post('/api/notifications/read-all')).status).toBe(204);
    expect(await count()).toBe(0);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const { wanter } = await matched(1);
    const [mine] = (await testApp().as(wanter).get('/api/notifications')).body;
    const other = await createUser(testApp().ctx);
    const res = await testApp().as(other).post(`/api/notifications/${mine.id}/read`);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Notification not found');
    const [again] = (await testApp().as(wanter).get('/api/notifications')).body;
    expect(again.is_read).toBe(false);
  });
});

describe('GET /api/notifications/match-email/preview', () => {
  it("previews the e-mail of the member's latest match", async () => {
    const { wanter, seller } = await matched(1);
    const res = await testApp().as(wanter).get('/api/notifications/match-email/preview');
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe('Bean bundle 0 is available near you');
    expect(res.body.text).toContain('Hi Ivy,');
    // 10 km, in miles: Ivy chose no unit, so as the app shows a browser naming no language
    // (docs/product.md §6.3).
    expect(res.body.text).toContain(`from ${seller.username} in Murray, about 6 mi from you`);
    expect(res.body.html).toContain('<h1');
    expect(res.body.html).toContain('Bean bundle 0 (produce)');
  });

  it('without a match yet, uses their name, first wish-list item and city', async () => {
    const me = await createUser(testApp().ctx, { firstName: 'Basil', city: 'Sandy' });
    await createWant(testApp().ctx, me, { title: 'Sweet <corn>', categoryId: 2 });
    const res = await testApp().as(me).get('/api/notifications/match-email/preview');
    expect(res.body.text).toContain('Hi Basil,');
    expect(res.body.text).toContain('Sweet <corn> (seeds) is on offer from a neighbour in Sandy');
    // Every placeholder is escaped in the HTML.
    expect(res.body.html).toContain('Sweet &lt;corn&gt;');
    expect(res.body.html).not.toContain('<corn>');
    expect((await testApp().api.get('/api/notifications/match-email/preview')).status).toBe(401);
  });
});

describe('delivering matches', () => {
  it('stores one e-mail per wanter and one push fan-out with the matches, in the same statement', async () => {
    const { ctx } = testApp();
    const [ann, bob, seller] = [
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
    ];
    await createWant(ctx, ann, { title: 'rhubarb crowns' });
    await createWant(ctx, ann, { title: 'rhubarb' });
    await createWant(ctx, bob, { title: 'rhubarb' });
    await ctx.jobs.stop();
    try {
      const listing = await createListing(ctx, seller, { title: 'Rhubarb crowns' });
      await matchNewListing(ctx, listing.id);
      const rows = await ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.listingId, listing.id))
        .orderBy(notifications.id);
      expect(rows.map((r) => r.userId)).toEqual([ann.id, ann.id, bob.id]);
      const stored = await ctx.db
        .select({ kind: jobs.kind, payload: jobs.payload })
        .from(jobs)
        .where(and(inArray(jobs.kind, ['send_email', 'push_fanout']), isNull(jobs.finishedAt)));
      const ids = rows.map((r) => r.id);
      expect(stored).toEqual(
        expect.arrayContaining([
          { kind: 'push_fanout', payload: { notification_ids: ids } },
          {
            kind: 'send_email',
            payload: {
              type: 'match',
              data: { user_id: ann.id, notification_ids: ids.slice(0, 2) },
            },
          },
          {
            kind: 'send_email',
            payload: { type: 'match', data: { user_id: bob.id, notification_ids: ids.slice(2) } },
          },
        ]),
      );
      expect(stored).toHaveLength(3);
    } finally {
      ctx.jobs.start();
    }
    const mails = await testApp().outbox();
    expect(mails.filter((m) => m.includes(`To: ${ann.email}`))).toHaveLength(1);
    expect(mails.filter((m) => m.includes(`To: ${bob.email}`))).toHaveLength(1);
  });
});
