import { setupTestApp } from '@server/test/app';
import { createUser, TEST_PASSWORD } from '@server/test/factories';
import { TINY_PNG } from '@server/test/fakes/tile-upstream';
import { describe, expect, it } from 'vitest';

// The marketplace's Public tab is built once and shared by its viewers (public-pages.ts).
// Whatever is shared, each viewer must get exactly what they would get unshared.
const testApp = setupTestApp();
const PUBLIC = '/api/listings/?friends=false&public=true&sort=newest&state_id=1';
const titles = (body: { title: string }[]) => body.map((l) => l.title);

describe('the shared Public tab', () => {
  it('shows a change made through the API on the very next page', async () => {
    const { ctx } = testApp();
    const [owner, reader] = [await createUser(ctx), await createUser(ctx)];
    const created = await testApp()
      .as(owner)
      .post('/api/listings/')
      .send({ title: 'Rainbow chard', price: 2 });
    expect(titles((await testApp().as(reader).get(PUBLIC)).body)).toContain('Rainbow chard');

    await testApp()
      .as(owner)
      .patch(`/api/listings/${created.body.id}`)
      .send({ title: 'Swiss chard' });
    const renamed = (await testApp().as(reader).get(PUBLIC)).body;
    expect(titles(renamed)).toContain('Swiss chard');
    expect(titles(renamed)).not.toContain('Rainbow chard');

    await testApp().as(owner).put('/api/auth/profile').send({ username: 'chard_grower' });
    const mine = (await testApp().as(reader).get(PUBLIC)).body.find(
      (l: { id: number }) => l.id === created.body.id,
    );
    expect(mine.owner_username).toBe('chard_grower');

    await testApp().as(owner).delete(`/api/listings/${created.body.id}`);
    expect(titles((await testApp().as(reader).get(PUBLIC)).body)).not.toContain('Swiss chard');
  });

  it('keeps the page through a refused change, and drops it after a successful one', async () => {
    const { ctx } = testApp();
    const owner = await createUser(ctx);
    await testApp().api.get(PUBLIC);
    expect(ctx.listingPages.size).toBe(1);
    const refused = await testApp().as(owner).post('/api/listings/').send({ title: '' });
    expect(refused.status).toBe(422);
    expect(ctx.listingPages.size).toBe(1);
    await testApp().as(owner).post('/api/listings/').send({ title: 'Garlic bulbs', price: 1 });
    expect(ctx.listingPages.size).toBe(0);
  });

  it("shows an owner's new picture and point at once, and drops a deleted member's listings", async () => {
    const { ctx } = testApp();
    const owner = await createUser(ctx);
    const created = await testApp()
      .as(owner)
      .post('/api/listings/')
      .send({ title: 'Blue potatoes', price: 2 });
    const shown = async () =>
      (await testApp().api.get(PUBLIC)).body.find((l: { id: number }) => l.id === created.body.id);
    const before = await shown();
    expect(before.owner_profile_picture).toBeNull();

    const avatar = await testApp()
      .as(owner)
      .post('/api/auth/upload-profile-image')
      .attach('file', TINY_PNG, 'me.png')
      .expect(200);
    expect((await shown()).owner_profile_picture).toBe(avatar.body.profile_picture);
    await testApp()
      .as(owner)
      .post('/api/map/user/location')
      .query({ latitude: 47.6062, longitude: -122.3321 })
      .expect(200);
    expect((await shown()).owner_latitude).not.toBe(before.owner_latitude);

    await testApp()
      .as(owner)
      .delete('/api/auth/profile')
      .send({ password: TEST_PASSWORD })
      .expect(204);
    expect(await shown()).toBeUndefined();
  });

  it('keeps the page through changes it does not show', async () => {
    const { ctx } = testApp();
    const [member, other] = [await createUser(ctx), await createUser(ctx)];
    await testApp().api.get(PUBLIC);
    expect(ctx.listingPages.size).toBe(1);
    await testApp()
      .as(member)
      .post('/api/listings/want-listings')
      .send({ title: 'Yellow courgettes' })
      .expect(201);
    await testApp()
      .as(member)
      .post('/api/messages')
      .send({ receiver_id: other.id, content: 'Hello' })
      .expect(201);
    expect(ctx.listingPages.size).toBe(1);
  });

  it('never shows members their own listings, though the shared page holds them', async () => {
    const { ctx } = testApp();
    const [owner, other] = [await createUser(ctx), await createUser(ctx)];
    await testApp().as(owner).post('/api/listings/').send({ title: 'Purple basil', price: 3 });
    // A guest's read leaves the page with the owner's listing shared.
    expect(titles((await testApp().api.get(PUBLIC)).body)).toContain('Purple basil');
    expect(titles((await testApp().as(owner).get(PUBLIC)).body)).not.toContain('Purple basil');
    expect(titles((await testApp().as(other).get(PUBLIC)).body)).toContain('Purple basil');
  });

  it('answers gzipped or plain as asked, with an ETag, a cursor and 304 for a current copy', async () => {
    const { ctx } = testApp();
    const owner = await createUser(ctx);
    for (const title of ['Leeks', 'Shallots']) {
      await testApp().as(owner).post('/api/listings/').send({ title, price: 1 });
    }
    const url = `${PUBLIC}&limit=1`;
    const gzipped = await testApp()
      .api.get(url)
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      // supertest unzips what it is sent; the header says what went over the wire.
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => done(null, text));
      });
    const plain = await testApp().api.get(url).set('Accept-Encoding', 'identity');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect(JSON.parse(gzipped.body as string)).toEqual(plain.body);
    expect(plain.body).toHaveLength(1);
    expect(plain.headers['x-next-cursor']).toEqual(expect.any(String));
    expect(gzipped.headers.etag).toBe(plain.headers.etag);

    const again = await testApp().api.get(url).set('If-None-Match', plain.headers.etag!);
    expect(again.status).toBe(304);
    const next = await testApp().api.get(`${url}&cursor=${plain.headers['x-next-cursor']}`);
    expect(next.body).toHaveLength(1);
    expect(next.body[0].id).not.toBe(plain.body[0].id);
  });
});
