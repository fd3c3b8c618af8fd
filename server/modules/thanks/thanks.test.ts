import { LISTING_STATES } from '@common/codes';
import type { ReceivedThanks } from '@common/schemas/thanks';
import { blocks, thanks } from '@server/db/schema';
import { local, sayDetail } from '@server/lib/errors';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { handedOver } from '@server/test/exchanges';
import { createListing, createUser, type TestUser } from '@server/test/factories';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const en = (key: Parameters<typeof local>[0], values?: Parameters<typeof local>[1]) =>
  sayDetail(local(key, values), 'en');

const thank = (who: TestUser, id: number, body: object) =>
  testApp().as(who).post(`/api/listings/${id}/thanks`).send(body);
const thanksOf = (id: number) =>
  testApp().ctx.db.select().from(thanks).where(eq(thanks.listingId, id));

const scene = (stateId?: number) => handedOver(testApp().ctx, stateId);

describe('POST /api/listings/{id}/thanks', () => {
  it('lets each side thank the other once, and the profile lists them newest first', async () => {
    const { owner, recipient, neighbour, listing } = await scene();
    const first = await thank(recipient, listing.id, { text: '  Thank you, they are thriving!  ' });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      from: { id: recipient.id, username: recipient.username, avatar: null },
      to: { id: owner.id, username: owner.username, avatar: null },
      text: 'Thank you, they are thriving!',
      listing_id: listing.id,
    });
    const back = await thank(owner, listing.id, { text: 'Enjoy them' });
    expect(back.status).toBe(201);
    expect(back.body.to.id).toBe(recipient.id);

    const again = await thank(recipient, listing.id, { text: 'Thanks again' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(en('errors.thanks.already'));

    const list = await testApp().as(neighbour).get(`/api/users/${owner.id}/thanks`);
    expect(list.status).toBe(200);
    expect(list.body as ReceivedThanks[]).toEqual([
      expect.objectContaining({
        from: { id: recipient.id, username: recipient.username, avatar: null },
        text: 'Thank you, they are thriving!',
        listing: { id: listing.id, title: 'Rhubarb crowns' },
      }),
    ]);
    // Guests read it too.
    expect((await testApp().api.get(`/api/users/${recipient.id}/thanks`)).body).toHaveLength(1);
  });

  it('pages newest first with X-Next-Cursor, and leaves out removed thanks', async () => {
    const { ctx } = testApp();
    const owner = await createUser(ctx);
    const texts = ['one', 'two', 'three'];
    for (const text of texts) {
      const recipient = await createUser(ctx);
      const listing = await createListing(ctx, owner, { stateId: 3, reservedFor: recipient.id });
      expect((await thank(recipient, listing.id, { text })).status).toBe(201);
    }
    const page1 = await testApp().api.get(`/api/users/${owner.id}/thanks?limit=2`);
    expect(page1.body.map((t: ReceivedThanks) => t.text)).toEqual(['three', 'two']);
    const cursor = page1.headers['x-next-cursor'];
    expect(cursor).toBeDefined();
    const page2 = await testApp().api.get(`/api/users/${owner.id}/thanks?limit=2&cursor=${cursor}`);
    expect(page2.body.map((t: ReceivedThanks) => t.text)).toEqual(['one']);
    expect(page2.headers['x-next-cursor']).toBeUndefined();

    await ctx.db.update(thanks).set({ removedAt: new Date() }).where(eq(thanks.text, 'two'));
    const after = await testApp().api.get(`/api/users/${owner.id}/thanks`);
    expect(after.body.map((t: ReceivedThanks) => t.text)).toEqual(['three', 'one']);
    expect((await testApp().api.get('/api/users/2000000000/thanks')).status).toBe(404);
  });

  it('refuses text out of bounds, before handing over, others, blocked pairs and guests', async () => {
    const { ctx, owner, recipient, neighbour, listing } = await scene();
    for (const text of ['', '   ', 'x'.repeat(281)]) {
      const res = await thank(recipient, listing.id, { text });
      expect(res.status).toBe(422);
      expect(messages(res.body)).toEqual([en('validation.thanksText', { max: 280 })]);
    }
    expect((await thank(recipient, listing.id, {})).status).toBe(422);

    const other = await thank(neighbour, listing.id, { text: 'Nice' });
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe(en('errors.thanks.notParty'));
    expect((await thank(neighbour, 2_000_000_000, { text: 'Nice' })).status).toBe(404);
    expect(
      (await testApp().api.post(`/api/listings/${listing.id}/thanks`).send({ text: 'Hi' })).status,
    ).toBe(401);

    const { owner: o2, recipient: r2, listing: reserved } = await scene(LISTING_STATES.pending);
    const early = await thank(r2, reserved.id, { text: 'Thanks!' });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(en('errors.thanks.notHandedOver'));
    expect((await thank(o2, reserved.id, { text: 'Thanks!' })).status).toBe(409);

    await ctx.db.insert(blocks).values({ blockerId: owner.id, blockedId: recipient.id });
    const blocked = await thank(recipient, listing.id, { text: 'Thanks!' });
    expect(blocked.status).toBe(403);
    expect(blocked.body.detail).toBe(en('errors.thanks.blocked'));
    expect((await thank(owner, listing.id, { text: 'Thanks!' })).status).toBe(403);

    // A stranger who may not see a private listing is not told it exists.
    const hidden = await createListing(ctx, owner, { isPublic: false, stateId: 3 });
    expect((await thank(neighbour, hidden.id, { text: 'Hi' })).status).toBe(404);
    expect(await thanksOf(listing.id)).toEqual([]);
    expect(await thanksOf(reserved.id)).toEqual([]);
  });
});
