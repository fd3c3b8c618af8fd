import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { befriend, createUser, type TestUser } from '@server/test/factories';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const as = (user: TestUser) => testApp().as(user);
const request = (from: TestUser, to: { id: number }) =>
  as(from).post('/api/auth/friends/request').send({ friend_id: to.id });
const respond = (user: TestUser, requestId: number, accept: boolean) =>
  as(user).post('/api/auth/friends/respond').send({ request_id: requestId, accept });
const status = async (viewer: TestUser, other: { id: number }) =>
  (await as(viewer).get(`/api/auth/friends/status/${other.id}`).expect(200)).body;
const friendIds = async (user: TestUser) =>
  ((await as(user).get('/api/auth/friends').expect(200)).body as { id: number }[]).map((f) => f.id);
const friendCount = async (user: { id: number }) =>
  (await testApp().api.get(`/api/auth/users/${user.id}/public`).expect(200)).body.friend_count;

describe('the friendship state machine between two members', () => {
  it('request, see it pending on both sides, accept, list, count, remove', async () => {
    const a = await createUser(testApp().ctx);
    const b = await createUser(testApp().ctx);
    expect(await status(a, b)).toEqual({ status: 'none', is_sender: false });

    const sent = await request(a, b).expect(201);
    expect(sent.body).toEqual({
      request_id: expect.any(Number),
      status: 'pending',
      is_sender: true,
    });
    expect(await status(a, b)).toEqual({ status: 'pending', is_sender: true });
    expect(await status(b, a)).toEqual({ status: 'pending', is_sender: false });

    // B sees the request under its id, with A's name and picture; A sees nothing incoming.
    const pending = await as(b).get('/api/auth/friends/requests').expect(200);
    expect(pending.body).toEqual([
      {
        id: sent.body.request_id,
        user_id: a.id,
        username: a.username,
        profile_picture: null,
        created_at: expect.any(String),
      },
    ]);
    expect((await as(a).get('/api/auth/friends/requests')).body).toEqual([]);
    expect(await friendIds(a)).toEqual([]);
    expect(await friendCount(a)).toBe(0);

    const accepted = await respond(b, sent.body.request_id, true).expect(200);
    expect(accepted.body).toEqual({
      request_id: sent.body.request_id,
      status: 'accepted',
      is_sender: false,
    });
    expect(await status(a, b)).toEqual({ status: 'accepted', is_sender: true });
    expect(await status(b, a)).toEqual({ status: 'accepted', is_sender: false });
    expect((await as(a).get('/api/auth/friends')).body).toEqual([
      { id: b.id, username: b.username, profile_picture: null },
    ]);
    expect(await friendIds(b)).toEqual([a.id]);
    expect(await friendCount(a)).toBe(1);
    expect(await friendCount(b)).toBe(1);
    expect((await as(b).get('/api/auth/friends/requests')).body).toEqual([]);
    const profile = await as(a).get('/api/auth/profile').expect(200);
    expect(profile.body.friend_count).toBe(1);

    // Either side may end it; both see the other disappear.
    await as(b).delete(`/api/auth/friends/${a.id}`).expect(204);
    expect(await friendIds(a)).toEqual([]);
    expect(await friendIds(b)).toEqual([]);
    expect(await friendCount(a)).toBe(0);
    expect(await status(a, b)).toEqual({ status: 'none', is_sender: false });
    const again = await as(a).delete(`/api/auth/friends/${b.id}`).expect(404);
    expect(again.body.detail).toBe('You are not friends with this member');
  });

  it('declining leaves "rejected", and either member may ask again', async () => {
    const a = await createUser(testApp().ctx);
    const b = await createUser(testApp().ctx);
    const sent = await request(a, b).expect(201);
    const declined = await respond(b, sent.body.request_id, false).expect(200);
    expect(declined.body.status).toBe('rejected');
    expect(await status(a, b)).toEqual({ status: 'rejected', is_sender: true });
    expect((await as(b).get('/api/auth/friends/requests')).body).toEqual([]);
    expect(await friendCount(a)).toBe(0);

    // A rejected request cannot be answered again or removed.
    expect((await respond(b, sent.body.request_id, true).expect(409)).body.detail).toBe(
      'This friend request has already been answered',
    );
    await as(a).delete(`/api/auth/friends/${b.id}`).expect(404);

    // A asks again: the same row, pending once more.
    const renewed = await request(a, b).expect(201);
    expect(renewed.body).toEqual({
      request_id: sent.body.request_id,
      status: 'pending',
      is_sender: true,
    });
    expect((await as(b).get('/api/auth/friends/requests')).body).toHaveLength(1);

    // After a second refusal, B (who refused) may ask A instead.
    await respond(b, sent.body.request_id, false).expect(200);
    const reversed = await request(b, a).expect(201);
    expect(reversed.body.is_sender).toBe(true);
    expect(await status(a, b)).toEqual({ status: 'pending', is_sender: false });
    await respond(a, reversed.body.request_id, true).expect(200);
    expect(await friendIds(a)).toEqual([b.id]);
  });

  it('the sender cancels a pending request, which leaves no trace', async () => {
    const a = await createUser(testApp().ctx);
    const b = await createUser(testApp().ctx);
    const sent = await request(a, b).expect(201);
    await as(a).delete(`/api/auth/friends/${b.id}`).expect(204);
    expect(await status(b, a)).toEqual({ status: 'none', is_sender: false });
    expect((await as(b).get('/api/auth/friends/requests')).body).toEqual([]);
    expect((await respond(b, sent.body.request_id, true).expect(404)).body.detail).toBe(
      'Friend request not found',
    );
    // And may send a new one.
    await request(a, b).expect(201);
  });

  it('the recipient cannot "cancel" a request sent to them: they answer it', async () => {
    const a = await createUser(testApp().ctx);
    const b = await createUser(testApp().ctx);
    await request(a, b).expect(201);
    const res = await as(b).delete(`/api/auth/friends/${a.id}`).expect(409);
    expect(res.body.detail).toBe(
      'This member sent you a friend request: accept or decline it instead',
    );
    expect(await status(a, b)).toEqual({ status: 'pending', is_sender: true });
  });
});

describe('refused requests', () => {
  it('to oneself, to an unknown member, twice, to a friend, or back to a pending sender', async () => {
    const a = await createUser(testApp().ctx);
    const b = await createUser(testApp().ctx);
    const c = await createUser(testApp().ctx);
    await befriend(testApp().ctx, a, c);

    expect((await request(a, a).expect(400)).body.detail).toBe(
      'You cannot send a friend request to yourself',
    );
    expect((await request(a, { id: 2_000_000_000 }).expect(404)).body.detail).toBe(
      'User not found',
    );
    await request(a, b).expect(201);
    expect((await request(a, b).expect(409)).body.detail).toBe(
      'You have already sent a friend request',
    );
    expect((await request(b, a).expect(409)).body.detail).toBe(
      'This member has already sent you a friend request',
    );
    expect((await request(a, c).expect(409)).body.detail).toBe('You are already friends');
    expect((await request(c, a).expect(409)).body.detail).toBe('You are already friends');

    // Nothing changed: one pending request, one friendship.
    expect((await as(b).get('/api/auth/friends/requests')).body).toHaveLength(1);
    expect((await as(a).get('/api/auth/friends/requests')).body).toHaveLength(0);
    expect(await friendIds(a)).toEqual([c.id]);
  });

  it.each([
    [{}, 'friend_id must be a number'],
    [{ friend_id: '5' }, 'friend_id must be a number'],
    [{ friend_id: 1.5 }, 'friend_id must be a whole number'],
    [{ friend_id: -3 }, 'friend_id must be a positive integer'],
    [{ friend_id: 2 ** 40 }, 'friend_id is out of range'],
  ])('refuses the body %o with "%s"', async (body, message) => {
    const a = await createUser(testApp().ctx);
    const res = await as(a).post('/api/auth/friends/request').send(body).expect(422);
    expect(messages(res.body)).toContain(message);
    expect(res.body.detail[0].loc).toEqual(['body', 'friend_id']);
  });

  it.each([
    [{ accept: true }, 'request_id must be a number'],
    [{ request_id: 1 }, 'accept must be true or false'],
    [{ request_id: 1, accept: 'yes' }, 'accept must be true or false'],
    [{ request_id: 0, accept: true }, 'request_id must be a positive integer'],
  ])('refuses the answer %o with "%s"', async (body, message) => {
    const a = await createUser(testApp().ctx);
    const res = await as(a).post('/api/auth/friends/respond').send(body).expect(422);
    expect(messages(res.body)).toContain(message);
  });

  it('refuses a malformed id in the path', async () => {
    const a = await createUser(testApp().ctx);
    const res = await as(a).get('/api/auth/friends/status/abc').expect(422);
    expect(messages(res.body)).toEqual(['id must be a number']);
    await as(a).delete('/api/auth/friends/0').expect(422);
    await as(a).get('/api/auth/friends/status/2000000000').expect(404);
  });
});

describe('who may answer a request', () => {
  it('only the recipient: the sender gets 403, a stranger 404, and nothing changes', async () => {
    const a = await createUser(testApp().ctx);
    const b = await createUser(testApp().ctx);
    const stranger = await createUser(testApp().ctx);
    const sent = await request(a, b).expect(201);

    const own = await respond(a, sent.body.request_id, true).expect(403);
    expect(own.body.detail).toBe('Only the recipient can answer this friend request');
    for (const accept of [true, false]) {
      const res = await respond(stranger, sent.body.request_id, accept).expect(404);
      expect(res.body.detail).toBe('Friend request not found');
    }
    expect((await respond(b, 2_000_000_000, true).expect(404)).body.detail).toBe(
      'Friend request not found',
    );
    // The stranger cannot remove or cancel it either.
    await as(stranger).delete(`/api/auth/friends/${a.id}`).expect(404);
    expect(await status(a, b)).toEqual({ status: 'pending', is_sender: true });
    expect(await friendCount(a)).toBe(0);
  });
});

describe('three members', () => {
  it('keeps each pair apart: lists, requests and counts', async () => {
    const a = await createUser(testApp().ctx, { username: `alma_${Date.now()}` });
    const b = await createUser(testApp().ctx, { username: `Basil_${Date.now()}` });
    const c = await createUser(testApp().ctx, { username: `cress_${Date.now()}` });
    const ab = await request(a, b).expect(201);
    const cb = await request(c, b).expect(201);
    const ca = await request(c, a).expect(201);

    // B sees two requests, newest first; A one.
    const bRequests = (await as(b).get('/api/auth/friends/requests')).body;
    expect(bRequests.map((r: { id: number }) => r.id)).toEqual([
      cb.body.request_id,
      ab.body.request_id,
    ]);
    expect((await as(a).get('/api/auth/friends/requests')).body[0].id).toBe(ca.body.request_id);

    // B cannot answer the request that C sent to A.
    await respond(b, ca.body.request_id, true).expect(404);

    await respond(b, ab.body.request_id, true).expect(200);
    await respond(b, cb.body.request_id, true).expect(200);
    await respond(a, ca.body.request_id, false).expect(200);

    expect(await friendCount(a)).toBe(1);
    expect(await friendCount(b)).toBe(2);
    expect(await friendCount(c)).toBe(1);
    // Username order, case-insensitive; C is not A's friend.
    expect(await friendIds(b)).toEqual([a.id, c.id]);
    expect(await friendIds(a)).toEqual([b.id]);
    expect(await status(a, c)).toEqual({ status: 'rejected', is_sender: false });

    // A removes B: B keeps C.
    await as(a).delete(`/api/auth/friends/${b.id}`).expect(204);
    expect(await friendIds(b)).toEqual([c.id]);
    expect(await friendCount(b)).toBe(1);
    expect(await friendCount(a)).toBe(0);
  });
});

describe('GET /api/auth/friends search and pages', () => {
  it('filters by a case-insensitive username substring and pages by username', async () => {
    const me = await createUser(testApp().ctx);
    // Digits only: a base-36 time once held "pe" and matched every name.
    const tag = String(Date.now() % 1e9);
    const names = [`Pepper_${tag}`, `pea_${tag}`, `squash_${tag}`, `50%_${tag}`];
    const made = [];
    for (const username of names.map((n) => n.replace('%', 'pct'))) {
      const friend = await createUser(testApp().ctx, { username });
      await befriend(testApp().ctx, me, friend);
      made.push(friend);
    }
    const search = await as(me).get('/api/auth/friends').query({ q: 'PE' }).expect(200);
    expect(search.body.map((f: { username: string }) => f.username)).toEqual([
      `pea_${tag}`,
      `Pepper_${tag}`,
    ]);
    // LIKE wildcards are searched literally.
    expect((await as(me).get('/api/auth/friends').query({ q: '%' })).body).toEqual([]);

    const first = await as(me).get('/api/auth/friends').query({ limit: 2 }).expect(200);
    expect(first.body).toHaveLength(2);
    const next = await as(me)
      .get('/api/auth/friends')
      .query({ limit: 2, cursor: first.body[1].username })
      .expect(200);
    const all = [...first.body, ...next.body].map((f: { id: number }) => f.id);
    expect(new Set(all).size).toBe(4);
    expect(all.sort()).toEqual(made.map((m) => m.id).sort());
    await as(me).get('/api/auth/friends').query({ limit: 500 }).expect(422);
  });
});

describe('authentication', () => {
  it.each([
    ['get', '/api/auth/friends'],
    ['get', '/api/auth/friends/requests'],
    ['get', '/api/auth/friends/status/1'],
    ['post', '/api/auth/friends/request'],
    ['post', '/api/auth/friends/respond'],
    ['delete', '/api/auth/friends/1'],
    ['get', '/api/auth/friends/invite/preview'],
    ['post', '/api/auth/friends/invite'],
  ] as const)('%s %s needs a login', async (method, url) => {
    const res = await testApp().api[method](url).send({}).expect(401);
    expect(res.body.detail).toBe('Not authenticated');
  });

  it('a guest still reads a public profile with its friend count', async () => {
    const a = await createUser(testApp().ctx);
    const b = await createUser(testApp().ctx);
    await befriend(testApp().ctx, a, b);
    const res = await testApp().api.get(`/api/auth/users/${a.id}/public`).expect(200);
    expect(res.body).toMatchObject({ id: a.id, username: a.username, friend_count: 1 });
    expect(res.body).not.toHaveProperty('email');
  });
});
