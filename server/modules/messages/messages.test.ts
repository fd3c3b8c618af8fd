import { MESSAGE_MAX } from '@common/limits';
import type { MessageThread } from '@common/schemas/messages';
import type { Message } from '@common/types';
import { messages } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { befriend, createUser, TEST_PASSWORD, type TestUser } from '@server/test/factories';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

async function send(from: TestUser, to: { id: number }, content: string, clientId?: string) {
  const res = await testApp()
    .as(from)
    .post('/api/messages')
    .send({ receiver_id: to.id, content, ...(clientId ? { client_id: clientId } : {}) });
  expect(res.status).toBe(201);
  return res.body as Message;
}

const postMessage = (from: TestUser, body: object) =>
  testApp().as(from).post('/api/messages').send(body);

const threadsOf = async (user: TestUser, query = '') =>
  (await testApp().as(user).get(`/api/messages${query}`).expect(200)).body as MessageThread[];

const unreadOf = async (user: TestUser) =>
  (await testApp().as(user).get('/api/messages/unread-count').expect(200)).body as number;

describe('POST /api/messages', () => {
  it('stores trimmed text and answers the message', async () => {
    const [a, b] = [await createUser(testApp().ctx), await createUser(testApp().ctx)];
    const message = await send(a, b, '  Fresh basil today?  ');
    expect(message).toMatchObject({
      sender_id: a.id,
      receiver_id: b.id,
      content: 'Fresh basil today?',
      is_read: false,
    });
    expect(new Date(message.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores a resend with the same client_id once', async () => {
    const [a, b] = [await createUser(testApp().ctx), await createUser(testApp().ctx)];
    const first = await send(a, b, 'Zucchini for you', 'c0ffee00-1111-2222-3333-444455556666');
    const again = await send(a, b, 'Zucchini for you', 'c0ffee00-1111-2222-3333-444455556666');
    expect(again.id).toBe(first.id);
    const rows = await testApp().ctx.db.select().from(messages).where(eq(messages.senderId, a.id));
    expect(rows).toHaveLength(1);
    // The same client id from another sender is another message.
    const c = await createUser(testApp().ctx);
    const other = await send(c, b, 'Me too', 'c0ffee00-1111-2222-3333-444455556666');
    expect(other.id).not.toBe(first.id);
  });

  it('keeps markup as plain text', async () => {
    const [a, b] = [await createUser(testApp().ctx), await createUser(testApp().ctx)];
    const message = await send(a, b, '<img src=x onerror=alert(1)> & <b>hi</b>');
    expect(message.content).toBe('<img src=x onerror=alert(1)> & <b>hi</b>');
  });

  it.each([
    [{ content: 'hi' }, 'receiver_id', 'Must be a user id'],
    [{ receiver_id: 'abc', content: 'hi' }, 'receiver_id', 'Must be a user id'],
    [{ receiver_id: 1 }, 'content', 'Message is required'],
    [{ receiver_id: 1, content: '   ' }, 'content', 'Message cannot be empty'],
    [
      { receiver_id: 1, content: 'x'.repeat(MESSAGE_MAX + 1) },
      'content',
      `Message must be at most ${MESSAGE_MAX} characters long`,
    ],
    [
      { receiver_id: 1, content: 'hi', client_id: 'bad id!' },
      'client_id',
      'client_id must be 8 to 64 letters, digits, - or _',
    ],
  ])('refuses %j with a 422 naming the field', async (body, field, msg) => {
    const a = await createUser(testApp().ctx);
    const res = await testApp().as(a).post('/api/messages').send(body);
    expect(res.status).toBe(422);
    expect(res.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
    const rows = await testApp().ctx.db.select().from(messages).where(eq(messages.senderId, a.id));
    expect(rows).toHaveLength(0);
  });

  it('accepts exactly MESSAGE_MAX characters', async () => {
    const [a, b] = [await createUser(testApp().ctx), await createUser(testApp().ctx)];
    expect((await send(a, b, 'y'.repeat(MESSAGE_MAX))).content).toHaveLength(MESSAGE_MAX);
  });

  it('refuses a message to yourself or to an unknown member', async () => {
    const a = await createUser(testApp().ctx);
    const self = await postMessage(a, { receiver_id: a.id, content: 'hi' });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ detail: 'You cannot send a message to yourself' });
    const unknown = await postMessage(a, {
      receiver_id: 999_999,
      content: 'hi',
      client_id: 'aaaaaaaa-bbbb',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'User not found' });
  });

  it('needs a login', async () => {
    await testApp().api.post('/api/messages').send({ receiver_id: 1, content: 'hi' }).expect(401);
    await testApp().api.get('/api/messages').expect(401);
    await testApp().api.get('/api/messages/unread-count').expect(401);
    await testApp().api.get('/api/messages/1').expect(401);
    await testApp().api.post('/api/messages/1/mark-thread-read').expect(401);
  });
});

describe('GET /api/messages/{otherId}', () => {
  it('answers the conversation oldest to newest, with older pages through `before`', async () => {
    const [a, b, c] = [
      await createUser(testApp().ctx),
      await createUser(testApp().ctx),
      await createUser(testApp().ctx),
    ];
    const sent: Message[] = [];
    for (let i = 0; i < 5; i++) {
      sent.push(await send(i % 2 ? b : a, i % 2 ? a : b, `m${i}`));
      await send(a, c, `to c ${i}`); // another conversation in between
    }
    const all = (await testApp().as(a).get(`/api/messages/${b.id}`).expect(200)).body as Message[];
    expect(all.map((m) => m.content)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect((await testApp().as(b).get(`/api/messages/${a.id}`).expect(200)).body).toEqual(all);

    const newest = (await testApp().as(a).get(`/api/messages/${b.id}?limit=2`).expect(200)).body;
    expect(newest.map((m: Message) => m.content)).toEqual(['m3', 'm4']);
    const older = (
      await testApp().as(a).get(`/api/messages/${b.id}?limit=2&before=${newest[0].id}`).expect(200)
    ).body;
    expect(older.map((m: Message) => m.content)).toEqual(['m1', 'm2']);
    const oldest = (
      await testApp().as(a).get(`/api/messages/${b.id}?limit=2&before=${older[0].id}`).expect(200)
    ).body;
    expect(oldest.map((m: Message) => m.content)).toEqual(['m0']);
  });

  it("never shows someone else's conversation", async () => {
    const [a, b, c] = [
      await createUser(testApp().ctx),
      await createUser(testApp().ctx),
      await createUser(testApp().ctx),
    ];
    await send(a, b, 'just between us');
    // c asking for the thread with a gets their own (empty) conversation with a.
    expect((await testApp().as(c).get(`/api/messages/${a.id}`).expect(200)).body).toEqual([]);
    expect((await testApp().as(c).get(`/api/messages/${b.id}`).expect(200)).body).toEqual([]);
    // and cannot mark it read.
    await testApp().as(c).post(`/api/messages/${a.id}/mark-thread-read`).expect(200);
    expect(await unreadOf(b)).toBe(1);
  });

  it('answers 404 for an unknown member, 400 for yourself and 422 for a bad id', async () => {
    const a = await createUser(testApp().ctx);
    expect((await testApp().as(a).get('/api/messages/999999').expect(404)).body).toEqual({
      detail: 'User not found',
    });
    await testApp().as(a).get(`/api/messages/${a.id}`).expect(400);
    const bad = await testApp().as(a).get('/api/messages/abc').expect(422);
    expect(bad.body.detail[0].loc).toEqual(['path', 'otherId']);
    await testApp().as(a).get('/api/messages/1?limit=1000').expect(422);
  });
});

describe('threads, unread count and marking read', () => {
  it('lists threads newest first, then friends without messages, with unread state', async () => {
    const ctx = testApp().ctx;
    const me = await createUser(ctx);
    const [old, recent, friend, silentFriend] = [
      await createUser(ctx, { username: `old_${Date.now()}` }),
      await createUser(ctx, { username: `recent_${Date.now()}` }),
      await createUser(ctx, { username: `friend_${Date.now()}` }),
      await createUser(ctx, { username: `quiet_${Date.now()}` }),
    ];
    await befriend(ctx, me, friend);
    await befriend(ctx, silentFriend, me);
    await send(me, old, 'Do you still have chard?');
    await send(old, me, 'Yes, plenty');
    await send(friend, me, 'Seeds swap on Sunday?');
    await send(me, recent, 'Thanks for the tomatoes');

    const threads = await threadsOf(me);
    expect(threads.map((t) => t.other_user.id)).toEqual([
      recent.id,
      friend.id,
      old.id,
      silentFriend.id,
    ]);
    expect(threads[0]).toMatchObject({
      other_user: {
        id: recent.id,
        username: recent.username,
        profile_picture: null,
        is_deleted: false,
      },
      last_message: { content: 'Thanks for the tomatoes', sender_id: me.id },
      unread: false,
      unread_count: 0,
    });
    expect(threads[1]).toMatchObject({ unread: true, unread_count: 1 });
    expect(threads[2]).toMatchObject({ last_message: { content: 'Yes, plenty' }, unread: true });
    expect(threads[3]).toMatchObject({
      other_user: { is_deleted: false },
      last_message: null,
      unread: false,
      unread_count: 0,
    });
    // My own unread messages to others do not make my threads unread.
    expect((await threadsOf(recent))[0]).toMatchObject({ unread: true, unread_count: 1 });

    expect(await unreadOf(me)).toBe(2);
    const marked = await testApp()
      .as(me)
      .post(`/api/messages/${old.id}/mark-thread-read`)
      .expect(200);
    expect(marked.body).toEqual({ marked: 1 });
    expect(await unreadOf(me)).toBe(1);
    expect((await threadsOf(me))[2]).toMatchObject({ unread: false, unread_count: 0 });
    // The other side's messages stay unread for them.
    expect(await unreadOf(old)).toBe(1);
    const withOld = (await testApp().as(old).get(`/api/messages/${me.id}`)).body as Message[];
    expect(withOld.map((m) => [m.content, m.is_read])).toEqual([
      ['Do you still have chard?', false],
      ['Yes, plenty', true],
    ]);

    // A new message moves its thread to the top.
    await send(old, me, 'Come by after five');
    expect((await threadsOf(me)).map((t) => t.other_user.id)).toEqual([
      old.id,
      recent.id,
      friend.id,
      silentFriend.id,
    ]);
  });

  it('pages through threads with the cursor, across the friends without messages', async () => {
    const ctx = testApp().ctx;
    const me = await createUser(ctx);
    const partners = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    for (const p of partners) await send(p, me, `hello from ${p.username}`);
    const friends = [await createUser(ctx), await createUser(ctx)];
    for (const f of friends) await befriend(ctx, me, f);

    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const res = await testApp()
        .as(me)
        .get(`/api/messages?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
        .expect(200);
      seen.push(...res.body.map((t: MessageThread) => t.other_user.id));
      cursor = res.headers['x-next-cursor'];
      if (!cursor) break;
    }
    expect(seen).toEqual([...partners.map((p) => p.id).reverse(), ...friends.map((f) => f.id)]);
    await testApp().as(me).get('/api/messages?cursor=bogus').expect(422);
  });

  it('searches by name or last-message preview', async () => {
    const ctx = testApp().ctx;
    const me = await createUser(ctx);
    const rosa = await createUser(ctx, { username: `rosa_${Date.now()}` });
    const ivan = await createUser(ctx, { username: `ivan_${Date.now()}` });
    await send(rosa, me, 'Pumpkins are ready');
    await send(ivan, me, 'Garlic 100% organic');
    const byName = await threadsOf(me, '?q=ROSA');
    expect(byName.map((t) => t.other_user.id)).toEqual([rosa.id]);
    const byPreview = await threadsOf(me, '?q=garlic');
    expect(byPreview.map((t) => t.other_user.id)).toEqual([ivan.id]);
    // LIKE wildcards are literal.
    expect((await threadsOf(me, '?q=%25')).map((t) => t.other_user.id)).toEqual([ivan.id]);
    expect(await threadsOf(me, '?q=nothing-like-this')).toEqual([]);
  });

  it('keeps the conversation with a member who deleted their profile, shown as a deleted member', async () => {
    const ctx = testApp().ctx;
    const [me, gone] = [await createUser(ctx), await createUser(ctx)];
    await send(gone, me, 'Bye, moving away');
    await send(me, gone, 'Good luck!');
    await testApp()
      .as(gone)
      .delete('/api/auth/profile')
      .send({ password: TEST_PASSWORD })
      .expect(204);
    const [thread] = await threadsOf(me);
    expect(thread?.other_user).toEqual({
      id: gone.id,
      username: 'Deleted member',
      profile_picture: null,
      is_deleted: true,
    });
    const history = await testApp().as(me).get(`/api/messages/${gone.id}`).expect(200);
    expect(history.body.map((m: { content: string }) => m.content)).toEqual([
      'Bye, moving away',
      'Good luck!',
    ]);
    expect(await unreadOf(me)).toBe(1);
  });

  it('refuses a message to a member who left with 410, and stores nothing', async () => {
    const ctx = testApp().ctx;
    const [me, gone, stranger] = [
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
    ];
    await send(me, gone, 'Still have leeks?', 'before-left-0001');
    await testApp()
      .as(gone)
      .delete('/api/auth/profile')
      .send({ password: TEST_PASSWORD })
      .expect(204);
    const reply = await postMessage(me, {
      receiver_id: gone.id,
      content: 'Hello?',
      client_id: 'after-left-0001',
    });
    expect(reply.status).toBe(410);
    expect(reply.body).toEqual({ detail: 'This member has left Homegrown' });
    // A resend of what was stored before they left still answers the stored message.
    const resent = await send(me, gone, 'Still have leeks?', 'before-left-0001');
    expect(resent.content).toBe('Still have leeks?');
    // To someone who never wrote with them, a deleted member stays unknown (docs/product.md §4.7).
    const unknown = await postMessage(stranger, { receiver_id: gone.id, content: 'Hi' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'User not found' });
    const rows = await ctx.db.select().from(messages).where(eq(messages.receiverId, gone.id));
    expect(rows.map((r) => r.content)).toEqual(['Still have leeks?']);
  });

  it('answers the unread count as a bare number', async () => {
    const a = await createUser(testApp().ctx);
    const res = await testApp().as(a).get('/api/messages/unread-count').expect(200);
    expect(res.text).toBe('0');
  });
});

describe('rate limit', () => {
  const limited = setupTestApp({ RATE_LIMITS: 'true' });

  it('answers 429 with Retry-After after 30 messages in 10 seconds', async () => {
    const [a, b] = [await createUser(limited().ctx), await createUser(limited().ctx)];
    for (let i = 0; i < 30; i++) {
      await limited()
        .as(a)
        .post('/api/messages')
        .send({ receiver_id: b.id, content: `m${i}` })
        .expect(201);
    }
    const res = await limited()
      .as(a)
      .post('/api/messages')
      .send({ receiver_id: b.id, content: 'one more' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      detail: 'You are sending messages too fast. Please wait a moment.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Per sender: someone else still gets through.
    await limited()
      .as(b)
      .post('/api/messages')
      .send({ receiver_id: a.id, content: 'hi' })
      .expect(201);
  });
});
