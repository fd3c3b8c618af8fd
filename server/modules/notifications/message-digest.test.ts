import { MINUTE_MS } from '@common/time';
import { messages } from '@server/db/schema';
import { createUser, type TestUser } from '@server/test/factories';
import { decodeEml, headerOf } from '@server/test/mail';
import { connected, setupSocketApp } from '@server/test/socket-server';
import { describe, expect, it } from 'vitest';
import { DIGEST_WINDOW_MS, runMessageDigest } from './message-digest';

const { testApp, server } = setupSocketApp();

/** The tests' clock: each test counts minutes from its own start. */
const clock = () => {
  const t0 = Date.now();
  return (minutes: number) => new Date(t0 + minutes * MINUTE_MS);
};

async function write(
  from: TestUser,
  to: TestUser,
  at: Date,
  content = 'Are the beans still there?',
) {
  await testApp()
    .ctx.db.insert(messages)
    .values({ senderId: from.id, receiverId: to.id, content, createdAt: at });
}

const digestsTo = async (user: TestUser) =>
  (await testApp().outbox()).filter((m) => m.includes(`To: ${user.email}`)).map(decodeEml);

const run = (at: Date) => runMessageDigest(testApp().ctx, at);

async function pair() {
  const { ctx } = testApp();
  return {
    sender: await createUser(ctx),
    reader: await createUser(ctx, { firstName: 'Rosa' }),
  };
}

describe('the unread-messages digest', () => {
  it('e-mails once a message has waited 15 minutes, never once per message', async () => {
    const at = clock();
    const { sender, reader } = await pair();
    await write(sender, reader, at(0));
    await write(sender, reader, at(1));
    await run(at(14));
    expect(await digestsTo(reader)).toEqual([]);
    await run(at(16));
    const [mail, ...more] = await digestsTo(reader);
    expect(more).toEqual([]);
    expect(mail).toContain(`Subject: ${sender.username} sent you a message on Homegrown`);
    expect(mail).toContain(`You have 2 unread messages from ${sender.username} on Homegrown.`);
    expect(mail).toContain(`${testApp().ctx.config.appUrl}/messages/${sender.id}`);
    // Who wrote, never what: the message stays in the app.
    expect(mail).not.toContain('Are the beans still there?');
    const unsubscribe = headerOf(mail!, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(
      new RegExp(
        `^<${testApp().ctx.config.appUrl}/api/notifications/unsubscribe\\?user=${reader.id}&kind=message&token=[\\w-]{43}>$`,
      ),
    );
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail).toContain(`Unsubscribe from these e-mails: ${unsubscribe!.slice(1, -1)}`);

    // More messages in the same unread conversation: no second e-mail.
    await write(sender, reader, at(20));
    await run(at(40));
    await run(at(60));
    expect(await digestsTo(reader)).toHaveLength(1);
  });

  it('e-mails again once the thread was read and a new message waits', async () => {
    const at = clock();
    const { sender, reader } = await pair();
    await write(sender, reader, at(0));
    await run(at(16));
    const read = await testApp().as(reader).post(`/api/messages/${sender.id}/mark-thread-read`);
    expect(read.status).toBe(200);
    await write(sender, reader, at(30));
    await run(at(40));
    expect(await digestsTo(reader)).toHaveLength(1);
    await run(at(46));
    expect(await digestsTo(reader)).toHaveLength(2);
  });

  it('sends nothing for a thread read within the 15 minutes', async () => {
    const at = clock();
    const { sender, reader } = await pair();
    await write(sender, reader, at(0));
    await testApp().as(reader).post(`/api/messages/${sender.id}/mark-thread-read`);
    await run(at(16));
    expect(await digestsTo(reader)).toEqual([]);
  });

  it('puts every waiting conversation of a member in one e-mail', async () => {
    const at = clock();
    const { sender, reader } = await pair();
    const another = await createUser(testApp().ctx);
    await write(sender, reader, at(0));
    await write(another, reader, at(2));
    await write(another, reader, at(3));
    await run(at(20));
    const mails = await digestsTo(reader);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('You have unread messages from 2 members on Homegrown.');
    expect(mails[0]).toContain(`1 unread message from ${sender.username}`);
    expect(mails[0]).toContain(`2 unread messages from ${another.username}`);
  });

  it('waits while the member has the app open, and e-mails once they are away', async () => {
    const at = clock();
    const { sender, reader } = await pair();
    await write(sender, reader, at(0));
    const tab = server().client(reader.token);
    await connected(tab);
    await run(at(16));
    expect(await digestsTo(reader)).toEqual([]);
    tab.disconnect();
    await expect
      .poll(async () => (await testApp().ctx.realtime.connected([reader.id])).size)
      .toBe(0);
    await run(at(17));
    expect(await digestsTo(reader)).toHaveLength(1);
  });

  it('sends nothing to a member who turned message e-mails off', async () => {
    const at = clock();
    const { sender, reader } = await pair();
    await testApp()
      .as(reader)
      .put('/api/notifications/settings')
      .send({ message: { email: false, push: true } });
    await write(sender, reader, at(0));
    await run(at(16));
    expect(await digestsTo(reader)).toEqual([]);
  });

  it('leaves alone messages older than a day (the first run after an upgrade)', async () => {
    const at = clock();
    const { sender, reader } = await pair();
    await write(sender, reader, new Date(at(0).getTime() - DIGEST_WINDOW_MS - MINUTE_MS));
    await run(at(16));
    expect(await digestsTo(reader)).toEqual([]);
  });

  it('e-mails once when several processes run the job at the same moment', async () => {
    const at = clock();
    const { sender, reader } = await pair();
    await write(sender, reader, at(0));
    const results = await Promise.all([run(at(16)), run(at(16)), run(at(16))]);
    expect(await digestsTo(reader)).toHaveLength(1);
    expect(results.map((r) => r.emailed).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
  });
});
