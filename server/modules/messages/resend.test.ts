import { CLIENT_ID_TAKEN } from '@common/contracts/messages';
import { CANT_MESSAGE } from '@common/schemas/safety';
import type { Message } from '@common/types';
import { messages } from '@server/db/schema';
import { createUser, type TestUser } from '@server/test/factories';
import {
  type ClientSocket,
  connected,
  nextEvent,
  sendOver,
  setupSocketApp,
} from '@server/test/socket-server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

// docs/product.md §10.4: a client id is the sender's key for one message to one member.
const { testApp, server } = setupSocketApp();
const ctx = () => testApp().ctx;

const post = (from: TestUser, body: object) => testApp().as(from).post('/api/messages').send(body);

/** A member's tab, connected. */
async function tabOf(member: TestUser): Promise<ClientSocket> {
  const tab = server().client(member.token);
  await connected(tab);
  return tab;
}

/** Every new_message the tab hears from now on. */
function heardBy(tab: ClientSocket): Message[] {
  const heard: Message[] = [];
  tab.on('new_message', (m) => heard.push(m));
  return heard;
}

/**
 * Shows that a tab heard nothing since `heard` began, without waiting on a timer: `from` sends
 * the tab's member a fresh message, and it must be the first (and only) thing heard. One
 * connection delivers in order, so anything pushed before it would come first.
 */
async function heardNothingBefore(heard: Message[], from: TestUser, to: TestUser) {
  const res = await post(from, { receiver_id: to.id, content: 'Sentinel' }).expect(201);
  await expect.poll(() => heard.length).toBeGreaterThan(0);
  expect(heard).toEqual([res.body]);
}

const sentBy = (member: TestUser) =>
  ctx().db.select().from(messages).where(eq(messages.senderId, member.id));

/** Sender, first receiver (with a tab that heard the first message), another member, a bystander. */
async function scene(clientId: string) {
  const [sender, receiver, other, bystander] = await Promise.all([
    createUser(ctx()),
    createUser(ctx()),
    createUser(ctx()),
    createUser(ctx()),
  ]);
  const [senderTab, receiverTab, otherTab] = await Promise.all(
    [sender, receiver, other].map(tabOf),
  );
  const arrived = nextEvent<Message>(receiverTab!, 'new_message');
  const first = await post(sender, {
    receiver_id: receiver.id,
    content: 'Spare seedlings?',
    client_id: clientId,
  }).expect(201);
  expect(await arrived).toEqual(first.body);
  return {
    sender,
    receiver,
    other,
    bystander,
    senderTab: senderTab!,
    receiverTab: receiverTab!,
    otherTab: otherTab!,
    first: first.body as Message,
  };
}

describe('a resend naming another member', () => {
  it('is refused over REST with 409: nothing stored, nothing pushed to the blocker', async () => {
    const s = await scene('seedlings-0001');
    await testApp().as(s.receiver).post('/api/blocks').send({ user_id: s.sender.id }).expect(201);
    const [receiverHeard, otherHeard, senderHeard] = [s.receiverTab, s.otherTab, s.senderTab].map(
      heardBy,
    ) as [Message[], Message[], Message[]];

    const res = await post(s.sender, {
      receiver_id: s.other.id,
      content: 'Spare seedlings?',
      client_id: 'seedlings-0001',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: CLIENT_ID_TAKEN });
    // The first receiver's block still refuses a resend to them.
    const toBlocker = await post(s.sender, {
      receiver_id: s.receiver.id,
      content: 'Spare seedlings?',
      client_id: 'seedlings-0001',
    });
    expect(toBlocker.status).toBe(403);
    expect(toBlocker.body).toEqual({ detail: CANT_MESSAGE });

    expect((await sentBy(s.sender)).map((m) => [m.id, m.receiverId])).toEqual([
      [s.first.id, s.receiver.id],
    ]);
    await heardNothingBefore(receiverHeard, s.bystander, s.receiver);
    await heardNothingBefore(otherHeard, s.bystander, s.other);
    await heardNothingBefore(senderHeard, s.bystander, s.sender);
  });

  it('is refused over the socket the same way', async () => {
    const s = await scene('seedlings-0002');
    await testApp().as(s.receiver).post('/api/blocks').send({ user_id: s.sender.id }).expect(201);
    const [receiverHeard, otherHeard] = [s.receiverTab, s.otherTab].map(heardBy) as [
      Message[],
      Message[],
    ];

    expect(
      await sendOver(s.senderTab, {
        receiver_id: s.other.id,
        content: 'Spare seedlings?',
        client_id: 'seedlings-0002',
      }),
    ).toEqual({ detail: CLIENT_ID_TAKEN, status: 409 });

    expect(await sentBy(s.sender)).toHaveLength(1);
    await heardNothingBefore(receiverHeard, s.bystander, s.receiver);
    await heardNothingBefore(otherHeard, s.bystander, s.other);
  });
});

describe('a resend naming the same member', () => {
  it('answers the stored message over REST and the socket, and pushes it to nobody again', async () => {
    const s = await scene('seedlings-0003');
    const senderElsewhere = await tabOf(s.sender);
    const [receiverHeard, senderHeard, elsewhereHeard] = [
      s.receiverTab,
      s.senderTab,
      senderElsewhere,
    ].map(heardBy) as [Message[], Message[], Message[]];
    const again = {
      receiver_id: s.receiver.id,
      content: 'Spare seedlings?',
      client_id: 'seedlings-0003',
    };

    const overRest = await post(s.sender, again).expect(201);
    expect(overRest.body).toEqual(s.first);
    expect(await sendOver(s.senderTab, again)).toEqual(s.first);

    expect(await sentBy(s.sender)).toHaveLength(1);
    await heardNothingBefore(receiverHeard, s.bystander, s.receiver);
    await heardNothingBefore(senderHeard, s.bystander, s.sender);
    // The sender's other tab heard the same sentinel first, and nothing else.
    await expect.poll(() => elsewhereHeard.length).toBeGreaterThan(0);
    expect(elsewhereHeard).toEqual(senderHeard);
  });
});
