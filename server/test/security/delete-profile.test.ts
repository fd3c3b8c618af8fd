import { existsSync } from 'node:fs';
import {
  friendships,
  listings,
  messages,
  notifications,
  users,
  wantListings,
} from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { befriend, createUser, TEST_PASSWORD } from '@server/test/factories';
import { TINY_PNG } from '@server/test/fakes/tile-upstream';
import { eq, inArray, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noisyJpeg } from './bad-images';

const testApp = setupTestApp();

describe('DELETE /api/auth/profile removes everything that was the member’s', () => {
  it('deletes the account, listings, wants, photos, friendships and notifications, and nobody else’s', async () => {
    const { ctx } = testApp();
    const me = await createUser(ctx);
    const friend = await createUser(ctx);
    const asker = await createUser(ctx);
    const asked = await createUser(ctx);
    const bystander = await createUser(ctx);
    const as = testApp().as(me);
    const avatar = await as
      .post('/api/auth/upload-profile-image')
      .attach('file', TINY_PNG, 'me.png')
      .expect(200);
    const listing = await as
      .post('/api/listings')
      .field('title', 'Garlic to give')
      .field('type_id', '3')
      .attach('image', await noisyJpeg(), 'garlic.jpg')
      .expect(201);
    await as
      .post('/api/listings/want-listings')
      .send({ title: 'Leeks', category_id: 1 })
      .expect(201);
    await befriend(ctx, me, friend);
    await testApp()
      .as(asker)
      .post('/api/auth/friends/request')
      .send({ friend_id: me.id })
      .expect(201);
    await as.post('/api/auth/friends/request').send({ friend_id: asked.id }).expect(201);
    // A friend's listing matches my want later on: a notification of mine.
    const theirs = await testApp()
      .as(friend)
      .post('/api/listings')
      .send({ title: 'Leeks from the allotment', price: 1 })
      .expect(201);
    const [mine] = await ctx.db.select().from(notifications).where(eq(notifications.userId, me.id));
    expect(mine).toBeDefined();
    // Someone else's things that must survive.
    const keep = await testApp()
      .as(bystander)
      .post('/api/listings/want-listings')
      .send({ title: 'Leeks', category_id: 1 })
      .expect(201);
    await befriend(ctx, friend, bystander);

    const files = [avatar.body.profile_picture, listing.body.featured_image].map((p: string) =>
      ctx.images.absolute(p),
    );
    expect(files.every((f) => existsSync(f))).toBe(true);

    await as.delete('/api/auth/profile').send({ password: TEST_PASSWORD }).expect(204);

    const [tombstone] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(tombstone).toMatchObject({
      email: `deleted-${me.id}@deleted.invalid`,
      username: `deleted_member_${me.id}`,
      firstName: '',
      lastName: '',
      address: null,
      city: null,
      zipCode: null,
      latitude: null,
      longitude: null,
      profilePicture: null,
    });
    expect(tombstone?.deletedAt).toBeInstanceOf(Date);
    expect(await ctx.db.select().from(listings).where(eq(listings.ownerId, me.id))).toEqual([]);
    expect(await ctx.db.select().from(wantListings).where(eq(wantListings.ownerId, me.id))).toEqual(
      [],
    );
    expect(
      await ctx.db
        .select()
        .from(friendships)
        .where(or(eq(friendships.senderId, me.id), eq(friendships.receiverId, me.id))),
    ).toEqual([]);
    expect(
      await ctx.db.select().from(notifications).where(eq(notifications.userId, me.id)),
    ).toEqual([]);
    expect(files.filter((f) => existsSync(f))).toEqual([]);
    // The token is dead, and the member is gone from every public view.
    expect((await as.get('/api/auth/profile')).status).toBe(401);
    expect((await testApp().api.get(`/api/auth/users/${me.id}/public`)).status).toBe(404);
    expect((await testApp().api.get(`/api/listings/${listing.body.id}`)).status).toBe(404);
    expect((await testApp().as(friend).get('/api/auth/friends')).body).not.toContainEqual(
      expect.objectContaining({ id: me.id }),
    );
    expect((await testApp().as(asked).get('/api/auth/friends/requests')).body).toEqual([]);

    // Everyone else's things are untouched.
    expect(
      await ctx.db.select().from(wantListings).where(eq(wantListings.id, keep.body.id)),
    ).toHaveLength(1);
    expect(
      await ctx.db.select().from(listings).where(eq(listings.id, theirs.body.id)),
    ).toHaveLength(1);
    expect(
      await ctx.db
        .select()
        .from(friendships)
        .where(inArray(friendships.senderId, [friend.id, bystander.id])),
    ).toHaveLength(1);
  });

  it('keeps the messages the other side exchanged with the member', async () => {
    const { ctx } = testApp();
    const [me, other] = [await createUser(ctx), await createUser(ctx)];
    await testApp().as(me).post('/api/messages').send({ receiver_id: other.id, content: 'Bye!' });
    await testApp()
      .as(other)
      .post('/api/messages')
      .send({ receiver_id: me.id, content: 'Take care' });
    await testApp()
      .as(me)
      .delete('/api/auth/profile')
      .send({ password: TEST_PASSWORD })
      .expect(204);
    const rows = await ctx.db
      .select()
      .from(messages)
      .where(or(eq(messages.receiverId, other.id), eq(messages.senderId, other.id)));
    expect(rows.map((r) => [r.senderId, r.receiverId, r.content])).toEqual([
      [me.id, other.id, 'Bye!'],
      [other.id, me.id, 'Take care'],
    ]);
  });

  it('keeps the conversation readable for the other side, the author shown as a deleted member', async () => {
    const { ctx } = testApp();
    const [me, other] = [await createUser(ctx), await createUser(ctx)];
    await testApp()
      .as(me)
      .post('/api/messages')
      .send({ receiver_id: other.id, content: 'Bye!' })
      .expect(201);
    await testApp()
      .as(me)
      .delete('/api/auth/profile')
      .send({ password: TEST_PASSWORD })
      .expect(204);
    const threads = await testApp().as(other).get('/api/messages').expect(200);
    expect(threads.body[0].other_user).toMatchObject({
      id: me.id,
      username: 'Deleted member',
      profile_picture: null,
    });
    const history = await testApp().as(other).get(`/api/messages/${me.id}`).expect(200);
    expect(history.body.map((m: { content: string }) => m.content)).toEqual(['Bye!']);
    // Nobody can reach the deleted member any more: the other side of the conversation hears why.
    expect(
      (await testApp().as(other).post('/api/messages').send({ receiver_id: me.id, content: 'Hi' }))
        .status,
    ).toBe(410);
    expect(
      (await testApp().as(other).post('/api/auth/friends/request').send({ friend_id: me.id }))
        .status,
    ).toBe(404);
    expect(
      (await testApp().as(other).get('/api/auth/users').query({ q: 'deleted_member' })).body,
    ).toEqual([]);
  });
});
