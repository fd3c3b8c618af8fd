import { createConnection } from '@client/features/messages/connection';
import type { Message } from '@common/types';
import { messages } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createUser, TEST_PASSWORD, type TestUser } from '@server/test/factories';
import {
  type ClientSocket,
  connected,
  listenWithSockets,
  nextEvent,
  roundTrip,
  sendOver,
  setupSocketApp,
} from '@server/test/socket-server';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { testApp, server } = setupSocketApp();

/** Collects every new_message a socket receives. */
function inbox(socket: ClientSocket): Message[] {
  const received: Message[] = [];
  socket.on('new_message', (m) => received.push(m));
  return received;
}

const pairRows = (a: TestUser, b: TestUser) =>
  testApp()
    .ctx.db.select()
    .from(messages)
    .where(
      or(
        and(eq(messages.senderId, a.id), eq(messages.receiverId, b.id)),
        and(eq(messages.senderId, b.id), eq(messages.receiverId, a.id)),
      ),
    );

describe('send_message over Socket.IO', () => {
  it('delivers to every tab of both members and to nobody else', async () => {
    const ctx = testApp().ctx;
    const [a, b, c] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    const [aTab1, aTab2, bTab, cTab] = [a, a, b, c].map((u) => server().client(u.token)) as [
      ClientSocket,
      ClientSocket,
      ClientSocket,
      ClientSocket,
    ];
    await Promise.all([aTab1, aTab2, bTab, cTab].map((s) => connected(s)));
    const [a1In, a2In, bIn, cIn] = [inbox(aTab1), inbox(aTab2), inbox(bTab), inbox(cTab)];

    const ack = await sendOver(aTab1, {
      receiver_id: b.id,
      content: '  Lettuce?  ',
      client_id: 'tab1-msg-0001',
    });
    expect(ack).toMatchObject({
      sender_id: a.id,
      receiver_id: b.id,
      content: 'Lettuce?',
      client_id: 'tab1-msg-0001',
    });
    const reply = await sendOver(bTab, { receiver_id: a.id, content: 'Yes, two heads' });
    expect(reply).toMatchObject({ sender_id: b.id, content: 'Yes, two heads' });

    await expect.poll(() => bIn.length).toBe(2);
    await expect.poll(() => a2In.length).toBe(2);
    await expect.poll(() => a1In.length).toBe(2);
    expect(bIn.map((m) => m.content)).toEqual(['Lettuce?', 'Yes, two heads']);
    expect(a2In[0]).toEqual(ack);
    // c hears nothing, even after both messages were delivered everywhere else.
    await roundTrip(cTab);
    expect(cIn).toEqual([]);
  });

  it('pushes a message sent over REST the same way', async () => {
    const ctx = testApp().ctx;
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    const [aTab, bTab] = [server().client(a.token), server().client(b.token)];
    await Promise.all([connected(aTab), connected(bTab)]);
    const pushed = nextEvent<Message>(bTab, 'new_message');
    const echoed = nextEvent<Message>(aTab, 'new_message');
    const res = await testApp()
      .as(a)
      .post('/api/messages')
      .send({ receiver_id: b.id, content: 'Via REST' });
    expect(res.status).toBe(201);
    expect(await pushed).toEqual(res.body);
    expect(await echoed).toEqual(res.body);
  });

  it('tells the reader’s tabs when a thread was read', async () => {
    const ctx = testApp().ctx;
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    const bTab = server().client(b.token);
    await connected(bTab);
    await testApp().as(a).post('/api/messages').send({ receiver_id: b.id, content: 'Unread' });
    const read = nextEvent(bTab, 'messages_read');
    await testApp().as(b).post(`/api/messages/${a.id}/mark-thread-read`).expect(200);
    expect(await read).toEqual({ other_id: a.id });
  });

  it('acknowledges refusals with a detail and stores nothing', async () => {
    const ctx = testApp().ctx;
    const a = await createUser(ctx);
    const tab = server().client(a.token);
    await connected(tab);
    expect(await sendOver(tab, { receiver_id: 999_999, content: 'hello' })).toEqual({
      detail: 'User not found',
      status: 404,
    });
    expect(await sendOver(tab, { receiver_id: a.id, content: 'hello' })).toEqual({
      detail: 'You cannot send a message to yourself',
      status: 400,
    });
    expect(await sendOver(tab, { receiver_id: 1, content: '   ' })).toEqual({
      detail: 'Message cannot be empty',
      status: 422,
    });
    expect(await sendOver(tab, { receiver_id: 1, content: 'x'.repeat(2001) })).toEqual({
      detail: 'Message must be at most 2000 characters long',
      status: 422,
    });
    expect(await sendOver(tab, 'nonsense' as never)).toHaveProperty('detail');
    const rows = await ctx.db.select().from(messages).where(eq(messages.senderId, a.id));
    expect(rows).toEqual([]);
  });

  it('acknowledges a message to a member who left with 410, stores and pushes nothing', async () => {
    const ctx = testApp().ctx;
    const [a, gone] = [await createUser(ctx), await createUser(ctx)];
    await testApp().as(gone).post('/api/messages').send({ receiver_id: a.id, content: 'Bye' });
    await testApp()
      .as(gone)
      .delete('/api/auth/profile')
      .send({ password: TEST_PASSWORD })
      .expect(204);
    const tab = server().client(a.token);
    await connected(tab);
    const received = inbox(tab);
    expect(
      await sendOver(tab, { receiver_id: gone.id, content: 'Take care', client_id: 'left-0001' }),
    ).toEqual({ detail: 'This member has left Homegrown', status: 410 });
    expect((await pairRows(a, gone)).map((r) => r.content)).toEqual(['Bye']);
    await roundTrip(tab);
    expect(received).toEqual([]);
  });

  it('refuses a missing, forged or revoked token at the handshake', async () => {
    const ctx = testApp().ctx;
    const a = await createUser(ctx);
    const none = server().client(undefined);
    expect((await nextEvent<Error>(none, 'connect_error')).message).toBe('Not authenticated');
    const forged = server().client(`${a.token.slice(0, -4)}AAAA`);
    expect((await nextEvent<Error>(forged, 'connect_error')).message).toBe(
      'Could not validate credentials',
    );
    await testApp()
      .as(a)
      .post('/api/auth/logout')
      .expect((res) => {
        if (res.status >= 300) throw new Error(`logout answered ${res.status}`);
      });
    const revoked = server().client(a.token);
    expect((await nextEvent<Error>(revoked, 'connect_error')).message).toBe(
      'Could not validate credentials',
    );
  });

  it('loses and doubles nothing when a connection is killed mid-conversation', async () => {
    const ctx = testApp().ctx;
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    // A is the real client connection (outbox, resends, reconnect timings); B a plain tab.
    const aConn = createConnection({ url: server().url, getToken: () => a.token });
    const aView = new Map<number, Message>();
    const refetch = async () => {
      const res = await testApp().as(a).get(`/api/messages/${b.id}`).expect(200);
      for (const m of res.body as Message[]) aView.set(m.id, m);
    };
    let connects = 0;
    aConn.setHandlers({
      onMessage: (m) => aView.set(m.id, m),
      onConnect: () => {
        connects++;
        void refetch();
      },
    });
    const bTab = server().client(b.token);
    const bIn = inbox(bTab);
    await connected(bTab);
    await expect.poll(() => aConn.getSnapshot().status).toBe('connected');
    expect(connects).toBe(1);

    aConn.send(b.id, 'm1: do you want courgettes?');
    await expect.poll(() => aConn.getSnapshot().outbox.length).toBe(0);

    // The server stores m2 and then A's connection dies before the acknowledgement leaves.
    const original = ctx.realtime.toUser;
    ctx.realtime.toUser = (userId, event, payload) => {
      if ((payload as Message).content?.startsWith('m2')) {
        ctx.realtime.toUser = original;
        server().kill(a.id);
      }
      original(userId, event, payload);
    };
    aConn.send(b.id, 'm2: I have far too many');
    await expect.poll(() => aConn.getSnapshot().status).toBe('reconnecting');
    expect(aConn.getSnapshot().error).toBe('No transports available');

    // While A is away, B answers and A writes another message into the outbox.
    await sendOver(bTab, { receiver_id: a.id, content: 'm3: yes please!' });
    aConn.send(b.id, 'm4: bring a basket');
    expect(aConn.getSnapshot().outbox.map((i) => i.content)).toEqual([
      'm2: I have far too many',
      'm4: bring a basket',
    ]);

    await expect.poll(() => aConn.getSnapshot().status, { timeout: 8000 }).toBe('connected');
    await expect.poll(() => aConn.getSnapshot().outbox.length).toBe(0);
    // The first connect, then the one after the drop: each reads the thread again.
    expect(connects).toBe(2);
    expect(aConn.getSnapshot().error).toBeUndefined();

    const expected = ['m1', 'm2', 'm3', 'm4'];
    await expect
      .poll(() => [...aView.values()].sort((x, y) => x.id - y.id).map((m) => m.content.slice(0, 2)))
      .toEqual(expected);
    const rows = await pairRows(a, b);
    expect(rows.map((r) => r.content.slice(0, 2)).sort()).toEqual(expected);
    await expect.poll(() => new Set(bIn.map((m) => m.content.slice(0, 2))).size).toBe(4);
    expect(new Set(bIn.map((m) => m.id)).size).toBe(4);
    // The lost acknowledgement made A resend m2: the server answered A with the stored copy
    // and pushed it to nobody again (docs/product.md §10.4). A sentinel from someone else comes
    // after anything that resend could have pushed, so once it is heard B has heard it all.
    const c = await createUser(ctx);
    const sentinel = await testApp()
      .as(c)
      .post('/api/messages')
      .send({ receiver_id: b.id, content: 'sentinel' })
      .expect(201);
    await expect.poll(() => bIn.at(-1)?.id).toBe(sentinel.body.id);
    expect(bIn.filter((m) => m.content.startsWith('m2'))).toHaveLength(1);
    expect(bIn).toHaveLength(5);
    aConn.close();
  });
});

describe('socket rate limit', () => {
  const limited = setupTestApp({ RATE_LIMITS: 'true' });
  let limitedServer: Awaited<ReturnType<typeof listenWithSockets>>;
  beforeAll(async () => {
    limitedServer = await listenWithSockets(limited());
  });
  afterAll(() => limitedServer.close());

  it('acknowledges {detail} past 30 messages in 10 seconds, per sender', async () => {
    const ctx = limited().ctx;
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    const [aTab, bTab] = [limitedServer.client(a.token), limitedServer.client(b.token)];
    await Promise.all([connected(aTab), connected(bTab)]);
    for (let i = 0; i < 30; i++)
      expect(await sendOver(aTab, { receiver_id: b.id, content: `m${i}` })).toHaveProperty('id');
    expect(await sendOver(aTab, { receiver_id: b.id, content: 'too many' })).toEqual({
      detail: 'You are sending messages too fast. Please wait a moment.',
      status: 429,
    });
    expect(await sendOver(bTab, { receiver_id: a.id, content: 'fine' })).toHaveProperty('id');
  });
});

describe('open sockets and revoked tokens', () => {
  it('closes the sockets of a token when it is revoked, and only those', async () => {
    const ctx = testApp().ctx;
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    // The same member signed in a second time: another token, another device.
    const other = await testApp()
      .api.post('/api/auth/login')
      .type('form')
      .send({ username: a.email, password: TEST_PASSWORD })
      .expect(200);
    const [aTab, aElsewhere, bTab] = [a.token, other.body.access_token, b.token].map((t) =>
      server().client(t),
    ) as [ClientSocket, ClientSocket, ClientSocket];
    await Promise.all([aTab, aElsewhere, bTab].map((s) => connected(s)));
    const closed = nextEvent<string>(aTab, 'disconnect');

    await testApp().as(a).post('/api/auth/logout').expect(204);
    expect(await closed).toBe('io server disconnect');
    await Promise.all([roundTrip(aElsewhere), roundTrip(bTab)]);
    expect(aElsewhere.connected).toBe(true);
    expect(bTab.connected).toBe(true);
  });

  it("closes a member's sockets when a new password voids their tokens", async () => {
    const ctx = testApp().ctx;
    const a = await createUser(ctx);
    const aTab = server().client(a.token);
    await connected(aTab);
    const closed = nextEvent<string>(aTab, 'disconnect');
    await testApp()
      .as(a)
      .put('/api/auth/profile')
      .send({ password: 'a-new-garden-password-2', current_password: TEST_PASSWORD })
      .expect(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('keeps a socket open through a change that leaves its token good', async () => {
    const ctx = testApp().ctx;
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    const aTab = server().client(a.token);
    await connected(aTab);
    await testApp()
      .as(a)
      .put('/api/auth/profile')
      .send({ username: `renamed_${a.id}` })
      .expect(200);
    await roundTrip(aTab);
    expect(aTab.connected).toBe(true);
    expect(await sendOver(aTab, { receiver_id: b.id, content: 'still here' })).toHaveProperty('id');
  });
});
