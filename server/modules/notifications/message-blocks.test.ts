import { jobs } from '@server/db/schema';
import type { SendEmail } from '@server/jobs/email-payloads';
import type { PushFanout } from '@server/jobs/push-payloads';
import { alertMessage } from '@server/modules/push';
import type { TestApp } from '@server/test/app';
import { createUser, type TestUser } from '@server/test/factories';
import type { FakePushService } from '@server/test/fakes/push-service';
import { decodeEml } from '@server/test/mail';
import { setupAppWithPushService } from '@server/test/push-app';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_AFTER_MS, runMessageDigest } from './message-digest';

/**
 * A message sent before a block is neither pushed nor e-mailed about after it (docs/product.md
 * §14.1, §8.9, §8.10): its alert and its digest ask about blocks when they run, not when the
 * message was stored. The members here keep no tab open, so both channels would speak; the
 * pushes go to the local fake push service, whose self-signed certificate this file's requests
 * trust (put back after).
 */
const withPushService = setupAppWithPushService();
let service: FakePushService;
let app: TestApp;
beforeAll(() => {
  ({ app, service } = withPushService());
});

/** A member with a phone subscribed at the fake service and no tab open anywhere. */
async function memberWithPhone() {
  const member = await createUser(app.ctx);
  const device = service.device(`/device/${member.id}`);
  await app
    .as(member)
    .post('/api/push/subscriptions')
    .send({ endpoint: device.endpoint, keys: device.keys })
    .expect(201);
  return { ...member, device };
}

const send = (from: TestUser, to: TestUser, content: string) =>
  app.as(from).post('/api/messages').send({ receiver_id: to.id, content }).expect(201);

const block = (blocker: TestUser, blocked: TestUser) =>
  app.as(blocker).post('/api/blocks').send({ user_id: blocked.id }).expect(201);

/** The digest's run once the messages sent just now have waited long enough. */
const runDigest = () => runMessageDigest(app.ctx, new Date(Date.now() + DIGEST_AFTER_MS + 60_000));

/** The senders named by the digest e-mails stored for the member, sent or not. */
async function digestsStoredFor(member: TestUser) {
  const stored = await app.ctx.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, 'send_email'));
  return stored
    .map((j) => j.payload as SendEmail)
    .flatMap((e) => (e.type === 'message_digest' && e.data.user_id === member.id ? [e] : []))
    .flatMap((e) => e.data.conversations.map((c) => c.sender_id))
    .sort((a, b) => a - b);
}

/** What reached the member's phone and inbox, once every job is done. */
async function reached(member: TestUser & { device?: { endpoint: string } }) {
  const mails = (await app.outbox())
    .filter((m) => m.includes(`To: ${member.email}`))
    .map(decodeEml);
  const fanouts = await app.ctx.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, 'push_fanout'));
  const path = member.device && new URL(member.device.endpoint).pathname;
  return {
    mails,
    fanouts: fanouts
      .map((f) => f.payload as PushFanout)
      .filter((f) => 'user_id' in f && f.user_id === member.id),
    pushed: service.received.filter((r) => r.path === path),
  };
}

describe('a message whose alert waits in its job when a block is made', () => {
  it.each([
    ['the recipient blocks the sender', true],
    ['the sender blocks the recipient', false],
  ])('is neither pushed nor e-mailed about: %s', async (_, recipientBlocks) => {
    const { ctx } = app;
    const reader = await memberWithPhone();
    const writer = await createUser(ctx);
    ctx.jobs.pause();
    await send(writer, reader, 'Tomatoes ready?');
    if (recipientBlocks) await block(reader, writer);
    else await block(writer, reader);
    ctx.jobs.resume();
    await ctx.jobs.idle();
    await runDigest();

    const got = await reached(reader);
    expect.soft(got.fanouts, 'pushes fanned out').toEqual([]);
    expect.soft(got.pushed, 'the push service').toEqual([]);
    expect.soft(got.mails, 'the digest').toEqual([]);
    // The digest's run itself left the conversation out: no e-mail was even stored.
    expect.soft(await digestsStoredFor(reader), 'digests stored').toEqual([]);
  });

  it('is not pushed when the block comes after the alert, while its push waits', async () => {
    const { ctx } = app;
    const reader = await memberWithPhone();
    const writer = await createUser(ctx);
    ctx.jobs.pause();
    const sent = await send(writer, reader, 'Tomatoes ready?');
    // The alert ran and wrote its push; the push's fan-out has not run yet.
    await alertMessage(ctx, sent.body.id);
    const waiting = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'push_fanout'));
    expect(waiting.filter((j) => !j.finishedAt)).toHaveLength(1);
    await block(reader, writer);
    ctx.jobs.resume();
    await ctx.jobs.idle();
    expect((await reached(reader)).pushed).toEqual([]);
  });

  it('without the block, is pushed and e-mailed about', async () => {
    const { ctx } = app;
    const reader = await memberWithPhone();
    const writer = await createUser(ctx);
    ctx.jobs.pause();
    await send(writer, reader, 'Tomatoes ready?');
    ctx.jobs.resume();
    await ctx.jobs.idle();
    await runDigest();

    const got = await reached(reader);
    expect(got.pushed).toHaveLength(1);
    expect(reader.device.open(got.pushed[0]!.body)).toMatchObject({
      title: `Message from ${writer.username}`,
      body: 'Tomatoes ready?',
    });
    expect(await digestsStoredFor(reader)).toEqual([writer.id]);
    expect(got.mails).toHaveLength(1);
    expect(got.mails[0]).toContain(
      `You have 1 unread message from ${writer.username} on Homegrown.`,
    );
  });
});

describe('a digest stored before a block and sent after it', () => {
  it('leaves out the blocked conversation, and is not sent when none is left', async () => {
    const { ctx } = app;
    const [reader, alone] = [await createUser(ctx), await createUser(ctx)];
    const [blocked, friend] = [await createUser(ctx), await createUser(ctx)];
    await send(blocked, reader, 'Beans?');
    await send(friend, reader, 'Seeds for you');
    await send(blocked, alone, 'Beans?');
    await ctx.jobs.idle();

    // The digest's e-mails are stored, unsent, naming both conversations of the reader.
    ctx.jobs.pause();
    await runDigest();
    expect(await digestsStoredFor(reader)).toEqual([blocked.id, friend.id].sort((a, b) => a - b));
    expect(await digestsStoredFor(alone)).toEqual([blocked.id]);
    await block(reader, blocked);
    await block(blocked, alone);
    ctx.jobs.resume();

    const [mail, ...more] = (await reached(reader)).mails;
    expect(more).toEqual([]);
    expect(mail).toContain(`Subject: ${friend.username} sent you a message on Homegrown`);
    expect(mail).toContain(`You have 1 unread message from ${friend.username} on Homegrown.`);
    expect(mail).not.toContain(blocked.username);
    expect((await reached(alone)).mails).toEqual([]);
  });
});
