import { createConnection } from '@client/features/messages/connection';
import { createRealtimeEvents } from '@client/lib/realtime-events';
import type { MemberNotification } from '@common/types';
import { matchNewListing } from '@server/modules/wants';
import { createListing, createUser, createWant, type TestUser } from '@server/test/factories';
import {
  type ClientSocket,
  connected,
  roundTrip,
  setupSocketApp,
} from '@server/test/socket-server';
import { describe, expect, it } from 'vitest';

const { testApp, server } = setupSocketApp();

/** Collects every `notification` a socket receives. */
function bell(socket: ClientSocket): MemberNotification[] {
  const received: MemberNotification[] = [];
  socket.on('notification', (n) => received.push(n));
  return received;
}

/** One connected tab per user given, each with what it hears. */
async function tabs(...users: TestUser[]) {
  const sockets = users.map((u) => server().client(u.token));
  await Promise.all(sockets.map(connected));
  return sockets.map((socket) => ({ socket, heard: bell(socket) }));
}

describe('notifications over Socket.IO', () => {
  it('brings a friend request and its acceptance to every tab of the member, and no one else', async () => {
    const { ctx } = testApp();
    const [ann, bob, cid] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    const open = await tabs(ann, bob, bob, cid);
    const [annIn, bob1In, bob2In, cidIn] = open.map((t) => t.heard) as [
      MemberNotification[],
      MemberNotification[],
      MemberNotification[],
      MemberNotification[],
    ];

    const asked = await testApp()
      .as(ann)
      .post('/api/auth/friends/request')
      .send({ friend_id: bob.id });
    expect(asked.status).toBe(201);
    const listed = (await testApp().as(bob).get('/api/notifications')).body;
    for (const inbox of [bob1In, bob2In]) await expect.poll(() => inbox).toEqual(listed);
    expect(bob1In[0]).toMatchObject({ type: 'friend_request', actor: { id: ann.id } });

    const answered = await testApp()
      .as(bob)
      .post('/api/auth/friends/respond')
      .send({ request_id: asked.body.request_id, accept: true });
    expect(answered.status).toBe(200);
    await expect
      .poll(() => annIn)
      .toMatchObject([{ type: 'friend_accepted', kind: 'friend_accepted', actor: { id: bob.id } }]);
    await Promise.all(open.map((t) => roundTrip(t.socket)));
    expect(cidIn).toEqual([]);
    expect(bob1In).toHaveLength(1);
  });

  it('brings a match to every tab of the wanter', async () => {
    const { ctx } = testApp();
    const [wanter, seller] = [await createUser(ctx), await createUser(ctx)];
    await createWant(ctx, wanter, { title: 'figs' });
    const open = await tabs(wanter, wanter, seller);
    const [in1, in2, sellerIn] = open.map((t) => t.heard);
    const listing = await createListing(ctx, seller, { title: 'Brown Turkey figs' });
    await matchNewListing(ctx, listing.id);
    const listed = (await testApp().as(wanter).get('/api/notifications')).body;
    expect(listed).toMatchObject([{ type: 'match', listing: { id: listing.id } }]);
    for (const inbox of [in1, in2]) await expect.poll(() => inbox).toEqual(listed);
    await roundTrip(open[2]!.socket);
    expect(sellerIn).toEqual([]);
  });

  it('tells the recipient’s tabs to read again when a request is withdrawn', async () => {
    const { ctx } = testApp();
    const [ann, bob] = [await createUser(ctx), await createUser(ctx)];
    await testApp().as(ann).post('/api/auth/friends/request').send({ friend_id: bob.id });
    const [bobTab] = await tabs(bob);
    let changes = 0;
    bobTab!.socket.on('notifications_changed', () => changes++);
    expect((await testApp().as(ann).delete(`/api/auth/friends/${bob.id}`)).status).toBe(204);
    await expect.poll(() => changes).toBe(1);
  });

  it('reaches the app’s own connection, which tells the bell the socket is up', async () => {
    const { ctx } = testApp();
    const [ann, bob] = [await createUser(ctx), await createUser(ctx)];
    const events = createRealtimeEvents();
    const heard: MemberNotification[] = [];
    events.on('notification', (n) => heard.push(n));
    const connection = createConnection({ url: server().url, getToken: () => bob.token, events });
    try {
      await expect.poll(() => events.isConnected()).toBe(true);
      await testApp().as(ann).post('/api/auth/friends/request').send({ friend_id: bob.id });
      await expect.poll(() => heard).toMatchObject([{ type: 'friend_request' }]);
    } finally {
      connection.close();
    }
    expect(events.isConnected()).toBe(false);
  });
});
