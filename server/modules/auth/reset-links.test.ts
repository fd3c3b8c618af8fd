import { passwordResetTokens } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createUser, TEST_PASSWORD, type TestUser } from '@server/test/factories';
import { decodeEml } from '@server/test/mail';
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
