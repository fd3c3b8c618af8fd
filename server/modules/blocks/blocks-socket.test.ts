import { CANT_MESSAGE } from '@common/schemas/safety';
import { messages } from '@server/db/schema';
import { befriend, createUser, type TestUser } from '@server/test/factories';
import {
  type ClientSocket,
  connected,
  roundTrip,
  sendOver,
  setupSocketApp,
} from '@server/test/socket-server';
import { and, eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const { testApp, server } = setupSocketApp();

/** Every event a tab receives, by name. */
function heard(socket: ClientSocket): string[] {
  const events: string[] = [];
  socket.onAny((event: string) => events.push(event));
  return events;
}

const pairRows = (a: TestUser, b: TestUser) =>
  testApp()
    .ctx.db.select({ content: messages.content })
    .from(messages)
    .where(
      or(
        and(eq(messages.senderId, a.id), eq(messages.receiverId, b.id)),
        and(eq(messages.senderId, b.id), eq(messages.receiverId, a.id)),
      ),
    );

/** Each tab has heard all that was pushed to it so far (see roundTrip). */
const settle = (...tabs: ClientSocket[]) => Promise.all(tabs.map(roundTrip));

describe('send_message between blocked members', () => {
  it('is refused either way with 403, stores nothing and pushes nothing', async () => {
    const ctx = testApp().ctx;
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    const [aTab, bTab] = [server().client(a.token), server().client(b.token)];
    await Promise.all([connected(aTab), connected(bTab)]);
    expect(await sendOver(bTab, { receiver_id: a.id, content: 'Before' })).toMatchObject({
      content: 'Before',
    });
    await settle(aTab, bTab);
    await testApp().as(a).post('/api/blocks').send({ user_id: b.id }).expect(201);
    const [aHeard, bHeard] = [heard(aTab), heard(bTab)];

    for (const [tab, to] of [
      [bTab, a],
      [aTab, b],
    ] as const) {
      expect(
        await sendOver(tab, { receiver_id: to.id, content: 'After', client_id: 'blocked-0001' }),
      ).toEqual({ detail: CANT_MESSAGE, status: 403 });
    }
    await settle(aTab, bTab);
    expect(aHeard).toEqual([]);
    expect(bHeard).toEqual([]);
    expect((await pairRows(a, b)).map((r) => r.content)).toEqual(['Before']);
  });

  it('tells the blocked member nothing: no event reaches them when they are blocked', async () => {
    const ctx = testApp().ctx;
    const [a, b, c] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    await befriend(ctx, a, b);
    // B is a friend and C has asked A to be friends: both end, and neither hears of it.
    await testApp().as(c).post('/api/auth/friends/request').send({ friend_id: a.id }).expect(201);
    const [bTab, cTab] = [server().client(b.token), server().client(c.token)];
    await Promise.all([connected(bTab), connected(cTab)]);
    const [bHeard, cHeard] = [heard(bTab), heard(cTab)];

    await testApp().as(a).post('/api/blocks').send({ user_id: b.id }).expect(201);
    await testApp().as(a).post('/api/blocks').send({ user_id: c.id }).expect(201);
    await settle(bTab, cTab);
    expect(bHeard).toEqual([]);
    expect(cHeard).toEqual([]);
  });
});
