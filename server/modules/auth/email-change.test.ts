import { emailChangeTokens } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createUser, reloadUser, TEST_PASSWORD, type TestUser } from '@server/test/factories';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_CONFIRMED_MESSAGE,
  EMAIL_LINK_EXPIRED,
  EMAIL_LINK_INVALID,
  EMAIL_LINK_USED,
  emailChangeSentMessage,
} from './email-change';
import { issueResetToken } from './reset-tokens';

const testApp = setupTestApp();

let n = 0;
const freshAddress = () => `moved-${process.pid}-${++n}@example.com`;
const signIn = (email: string, password = TEST_PASSWORD) =>
  testApp().api.post('/api/auth/login').type('form').send({ username: email, password });
const mailTo = async (address: string) =>
  (await testApp().outbox()).filter((m) => m.includes(`To: ${address}`));
const decoded = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const confirmTokenIn = (eml: string) =>
  decoded(eml).match(/\/confirm-email\?token=([A-Za-z0-9_-]+)/)?.[1];
const confirm = (token: unknown) => testApp().api.post('/api/auth/email/confirm').send({ token });

async function askForChange(user: TestUser, email: string) {
  const res = await testApp()
    .as(user)
    .put('/api/auth/profile')
    .send({ email, current_password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  const [mail] = await mailTo(email);
  return { res, token: confirmTokenIn(mail ?? '') };
}

describe('changing the e-mail address', () => {
  it('keeps the old address until the link sent to the new one is opened', async () => {
    const user = await createUser(testApp().ctx);
    const to = freshAddress();
    const { res, token } = await askForChange(user, to);
    expect(res.body.user.email).toBe(user.email);
    expect(res.body.pending_email).toBe(to);
    expect(res.body.message).toBe(emailChangeSentMessage(to));
    expect(res.body.access_token).toBeUndefined();
    expect(token).toBeTruthy();

    // Until then: the profile, the sign-in and the member's token are as they were.
    expect((await testApp().as(user).get('/api/auth/profile')).body.email).toBe(user.email);
    expect((await signIn(user.email)).status).toBe(200);
    expect((await signIn(to)).status).toBe(401);

    // The old address is told, with the new one named.
    const [notice] = await mailTo(user.email);
    expect(notice).toContain('Subject: Your Homegrown e-mail address is being changed');
    expect(decoded(notice ?? '')).toContain(to);
    expect(notice).not.toContain(token!);
    const [confirmation] = await mailTo(to);
    expect(confirmation).toContain('Subject: Confirm your new Homegrown e-mail address');

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      message: EMAIL_CONFIRMED_MESSAGE,
      user_id: user.id,
      email_changed: true,
    });
    expect((await reloadUser(testApp().ctx, user.id))?.email).toBe(to);
    // Every older token stops working, as a change of address always made them.
    expect((await testApp().as(user).get('/api/auth/profile')).status).toBe(401);
    expect((await signIn(to)).status).toBe(200);
    expect((await signIn(user.email)).status).toBe(401);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe(EMAIL_LINK_USED);
  });

  it('refuses unknown, expired and malformed links with a clear detail', async () => {
    const unknown = await confirm('x'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe(EMAIL_LINK_INVALID);
    const missing = await testApp().api.post('/api/auth/email/confirm').send({});
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0]).toMatchObject({
      loc: ['body', 'token'],
      msg: 'Confirmation token is required.',
    });
    expect((await confirm(['not', 'text'])).status).toBe(422);

    const user = await createUser(testApp().ctx);
    const { token } = await askForChange(user, freshAddress());
    await testApp()
      .ctx.db.update(emailChangeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChangeTokens.userId, user.id));
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(expired.body.detail).toBe(EMAIL_LINK_EXPIRED);
    expect((await reloadUser(testApp().ctx, user.id))?.email).toBe(user.email);
  });

  it('is 409 when someone took the address in the meantime, and changes nothing', async () => {
    const user = await createUser(testApp().ctx);
    const to = freshAddress();
    const { token } = await askForChange(user, to);
    await createUser(testApp().ctx, { email: to.toUpperCase() });
    const res = await confirm(token);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('An account with this email already exists');
    expect((await reloadUser(testApp().ctx, user.id))?.email).toBe(user.email);
    expect((await testApp().as(user).get('/api/auth/profile')).status).toBe(200);
  });

  it('refuses an address already taken when asked, with 409', async () => {
    const user = await createUser(testApp().ctx);
    const other = await createUser(testApp().ctx);
    const res = await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ email: other.email, current_password: TEST_PASSWORD });
    expect(res.status).toBe(409);
    expect(await mailTo(other.email)).toEqual([]);
  });

  it('stores only the hash of the link, valid 24 hours', async () => {
    const user = await createUser(testApp().ctx);
    const { token } = await askForChange(user, freshAddress());
    const rows = await testApp()
      .ctx.db.select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token!);
    const hours = (rows[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('voids an older link when a newer change is asked for', async () => {
    const user = await createUser(testApp().ctx);
    const first = await askForChange(user, freshAddress());
    const secondAddress = freshAddress();
    const second = await askForChange(user, secondAddress);
    expect((await confirm(first.token)).body.detail).toBe(EMAIL_LINK_INVALID);
    expect((await confirm(second.token)).status).toBe(200);
    expect((await reloadUser(testApp().ctx, user.id))?.email).toBe(secondAddress);
  });

  it('is cancelled by a password reset, and by deleting the profile', async () => {
    const ctx = testApp().ctx;
    const user = await createUser(ctx);
    const { token } = await askForChange(user, freshAddress());
    const resetToken = 'a-reset-token-of-the-test';
    expect(await issueResetToken(ctx.db, user.id, resetToken, new Date())).toBe(true);
    const reset = await testApp().api.post('/api/auth/reset-password').send({
      token: resetToken,
      new_password: 'fresh-garden-pass',
      confirm_password: 'fresh-garden-pass',
    });
    expect(reset.status).toBe(200);
    expect((await confirm(token)).body.detail).toBe(EMAIL_LINK_INVALID);

    const leaving = await createUser(ctx);
    const pending = await askForChange(leaving, freshAddress());
    await testApp()
      .as(leaving)
      .delete('/api/auth/profile')
      .send({ password: TEST_PASSWORD })
      .expect(204);
    expect((await confirm(pending.token)).status).toBe(400);
  });

  it('with a new password too: the password changes now, the address after the link', async () => {
    const user = await createUser(testApp().ctx);
    const to = freshAddress();
    const res = await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ email: to, password: 'fresh-garden-pass', current_password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(user.email);
    expect(res.body.access_token).toEqual(expect.any(String));
    expect((await signIn(user.email, 'fresh-garden-pass')).status).toBe(200);
    const [notice] = (await mailTo(user.email)).filter((m) => m.includes('password was changed'));
    expect(notice).toBeDefined();
    const token = confirmTokenIn((await mailTo(to))[0] ?? '');
    expect((await confirm(token)).status).toBe(200);
    expect((await signIn(to, 'fresh-garden-pass')).status).toBe(200);
  });
});
