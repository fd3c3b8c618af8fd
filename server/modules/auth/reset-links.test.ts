import { rowsOf } from '@server/db/rows';
import { jobs, passwordResetTokens } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createUser, TEST_PASSWORD, type TestUser } from '@server/test/factories';
import { decodeEml } from '@server/test/mail';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import { RESET_LINK_INVALID } from './service';

/**
 * A reset link outlives neither the password nor the address it was sent for (docs/product.md
 * §3.7): whoever still reads an old mailbox must not get the account back with an old link.
 */
const testApp = setupTestApp();

let n = 0;
const freshAddress = () => `reset-links-${process.pid}-${++n}@example.com`;
const seen = new Set<string>();

/** The tokens of the links the outbox holds for `address` (each once), in no order. */
async function linksTo(address: string, pattern: RegExp): Promise<string[]> {
  const mails = (await testApp().outbox())
    .map(decodeEml)
    .filter((m) => m.includes(`To: ${address}`));
  return [...new Set(mails.flatMap((m) => [...m.matchAll(pattern)].map((match) => match[1]!)))];
}

/** Asks for a reset link to `address` and reads it from that mailbox. */
async function resetLinkTo(address: string): Promise<string> {
  await testApp().api.post('/api/auth/request-password-reset').send({ email: address }).expect(200);
  const fresh = (await linksTo(address, /\/reset-password\?token=([\w-]+)/g)).filter(
    (token) => !seen.has(token),
  );
  expect(fresh).toHaveLength(1);
  seen.add(fresh[0]!);
  return fresh[0]!;
}

const reset = (token: string, password: string) =>
  testApp()
    .api.post('/api/auth/reset-password')
    .send({ token, new_password: password, confirm_password: password });
const signIn = (email: string, password: string) =>
  testApp().api.post('/api/auth/login').type('form').send({ username: email, password });

/** Moves the member to `to` the way the owner does: asked with the password, then confirmed. */
async function moveAddress(user: TestUser, to: string) {
  await testApp()
    .as(user)
    .put('/api/auth/profile')
    .send({ email: to, current_password: TEST_PASSWORD })
    .expect(200);
  const [token] = await linksTo(to, /\/confirm-email\?token=([\w-]+)/g);
  await testApp().api.post('/api/auth/email/confirm').send({ token }).expect(200);
}

/** A void link is refused as a used one is, and the password stays as it was. */
async function expectRefused(token: string, email: string, keptPassword: string) {
  const res = await reset(token, 'attackers-own-pass');
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ detail: RESET_LINK_INVALID });
  expect((await signIn(email, 'attackers-own-pass')).status).toBe(401);
  expect((await signIn(email, keptPassword)).status).toBe(200);
}

describe('old reset links', () => {
  it('the attack: a link read in the old mailbox is void after the owner moves and resets', async () => {
    const oldAddress = freshAddress();
    const owner = await createUser(testApp().ctx, { email: oldAddress });
    // The attacker still reads the old mailbox, asks for a link and keeps it.
    const stolen = await resetLinkTo(oldAddress);

    // The owner moves to a new address, then resets the password from there.
    const newAddress = freshAddress();
    await moveAddress(owner, newAddress);
    const ownLink = await resetLinkTo(newAddress);
    expect((await reset(ownLink, 'owners-new-pass')).status).toBe(200);

    // The stolen link gets exactly what a used one gets, and the account stays the owner's.
    const used = await reset(ownLink, 'owners-other-pass');
    const attack = await reset(stolen, 'attackers-own-pass');
    expect(attack.status).toBe(400);
    expect(used.status).toBe(400);
    expect(attack.body).toEqual(used.body);
    expect((await signIn(newAddress, 'attackers-own-pass')).status).toBe(401);
    expect((await signIn(newAddress, 'owners-new-pass')).status).toBe(200);
  });

  it('are void once a newer link is asked for; the newest works', async () => {
    const user = await createUser(testApp().ctx, { email: freshAddress() });
    const older = await resetLinkTo(user.email);
    const newer = await resetLinkTo(user.email);
    await expectRefused(older, user.email, TEST_PASSWORD);
    expect((await reset(newer, 'fresh-garden-pass')).status).toBe(200);
  });

  it('are void once another link has reset the password', async () => {
    const ctx = testApp().ctx;
    const user = await createUser(ctx, { email: freshAddress() });
    const used = await resetLinkTo(user.email);
    // A second link out at the same time, as two requests racing can leave them.
    const racing = newSecretToken();
    await ctx.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashSecretToken(racing),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await reset(used, 'fresh-garden-pass')).status).toBe(200);
    await expectRefused(racing, user.email, 'fresh-garden-pass');
  });

  it('are void once the password is changed from the profile', async () => {
    const user = await createUser(testApp().ctx, { email: freshAddress() });
    const link = await resetLinkTo(user.email);
    await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ password: 'profile-garden-pass', current_password: TEST_PASSWORD })
      .expect(200);
    await expectRefused(link, user.email, 'profile-garden-pass');
  });

  it('are void once a new address is confirmed', async () => {
    const user = await createUser(testApp().ctx, { email: freshAddress() });
    const link = await resetLinkTo(user.email);
    const moved = freshAddress();
    await moveAddress(user, moved);
    await expectRefused(link, moved, TEST_PASSWORD);
  });

  it('stay valid through changes that touch neither password nor address', async () => {
    const user = await createUser(testApp().ctx, { email: freshAddress() });
    const link = await resetLinkTo(user.email);
    await testApp().as(user).put('/api/auth/profile').send({ first_name: 'Basil' }).expect(200);
    // Confirming the address the link went to is no change of address.
    await testApp().as(user).post('/api/auth/email-confirmation').expect(200);
    const [confirmation] = await linksTo(user.email, /\/confirm-email\?token=([\w-]+)/g);
    await testApp().api.post('/api/auth/email/confirm').send({ token: confirmation }).expect(200);
    expect((await reset(link, 'fresh-garden-pass')).status).toBe(200);
  });
});

/** Whether the member's reset e-mail's job has ended (sent, or nothing to send). */
async function jobOfReset(userId: number) {
  const [job] = await rowsOf<{ finished: boolean }>(
    testApp().ctx.db,
    sql`select finished_at is not null as finished from ${jobs}
      where kind = 'send_email' and payload->>'type' = 'password_reset'
        and (payload->'data'->>'user_id')::int = ${userId}`,
  );
  return job;
}

describe('a reset whose e-mail gets out late', () => {
  it('is not sent when the password changed after it was asked for', async () => {
    const { ctx } = testApp();
    const user = await createUser(ctx, { email: freshAddress() });
    // The SMTP server is away: the reset waits in its job while the owner changes the password.
    ctx.jobs.pause();
    try {
      await testApp()
        .api.post('/api/auth/request-password-reset')
        .send({ email: user.email })
        .expect(200);
      await testApp()
        .as(user)
        .put('/api/auth/profile')
        .send({ password: 'profile-garden-pass', current_password: TEST_PASSWORD })
        .expect(200);
    } finally {
      ctx.jobs.resume();
    }
    expect(await linksTo(user.email, /\/reset-password\?token=([\w-]+)/g)).toEqual([]);
    // One asked for after the change goes as ever.
    await resetLinkTo(user.email);
  });

  it('is not sent when the address changed after it was asked for, even back again', async () => {
    const { ctx } = testApp();
    const address = freshAddress();
    const user = await createUser(ctx, { email: address });
    // The SMTP server refuses the reset for now; the other e-mails get through.
    const real = ctx.mailer;
    let refused = 0;
    let mayDeliver = false;
    ctx.mailer = {
      async send(message) {
        if (message.link?.includes('/reset-password') && !mayDeliver) {
          refused++;
          throw new Error('451 try again later');
        }
        await real.send(message);
      },
    };
    try {
      await testApp().api.post('/api/auth/request-password-reset').send({ email: address });
      await expect.poll(() => refused).toBeGreaterThan(0);
      // Moved away and back: the address is the one asked with again, the change is newer.
      const away = freshAddress();
      await moveAddress(user, away);
      const signedIn = await signIn(away, TEST_PASSWORD);
      await moveAddress({ ...user, token: signedIn.body.access_token }, address);
      mayDeliver = true;
      const tried = refused;
      // The next attempt comes a few seconds on; it composes nothing.
      await expect
        .poll(async () => (await jobOfReset(user.id))?.finished, { timeout: 20_000 })
        .toBe(true);
      expect(refused).toBe(tried);
    } finally {
      ctx.mailer = real;
    }
    expect(await linksTo(address, /\/reset-password\?token=([\w-]+)/g)).toEqual([]);
  });
});

describe('a reset e-mail sent again (delivered, then the worker died before it noted so)', () => {
  it('is the same e-mail: one Message-ID and one link, which works', async () => {
    const { ctx } = testApp();
    const user = await createUser(ctx, { email: freshAddress() });
    const real = ctx.mailer;
    let delivered = 0;
    ctx.mailer = {
      async send(message) {
        await real.send(message);
        if (message.to === user.email && ++delivered === 1)
          throw new Error('the connection dropped after the server accepted the message');
      },
    };
    try {
      await testApp()
        .api.post('/api/auth/request-password-reset')
        .send({ email: user.email })
        .expect(200);
      // The delivery is tried again about 2 s on.
      await expect.poll(() => delivered, { timeout: 15_000, interval: 250 }).toBe(2);
    } finally {
      ctx.mailer = real;
    }
    const mails = (await testApp().outbox())
      .map(decodeEml)
      .filter((m) => m.includes(`To: ${user.email}`) && m.includes('/reset-password?token='));
    expect(mails).toHaveLength(2);
    const idOf = (m: string) => m.match(/^Message-ID: (<[^>]+>)$/im)?.[1];
    const tokenOf = (m: string) => m.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    expect(idOf(mails[0]!)).toMatch(/^<delivery-\d+\.\w+@[\w.-]+>$/);
    expect(idOf(mails[1]!)).toBe(idOf(mails[0]!));
    expect(tokenOf(mails[1]!)).toBe(tokenOf(mails[0]!));
    expect((await reset(tokenOf(mails[0]!)!, 'fresh-garden-pass')).status).toBe(200);
  });
});
