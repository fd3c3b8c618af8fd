import { emailChangeTokens } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createUser, reloadUser, TEST_PASSWORD, type TestUser } from '@server/test/factories';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const WRONG = { detail: 'Current password is incorrect' };
const signIn = (email: string, password: string) =>
  testApp().api.post('/api/auth/login').type('form').send({ username: email, password });
const mailTo = async (address: string) =>
  (await testApp().outbox()).filter((m) => m.includes(`To: ${address}`));

/** Nothing about the member changed: same row, same token, same password. */
async function expectUnchanged(user: TestUser, before: unknown) {
  expect(await reloadUser(testApp().ctx, user.id)).toEqual(before);
  expect((await testApp().as(user).get('/api/auth/profile')).status).toBe(200);
  expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
}

describe('PUT /api/auth/profile: a new password or e-mail needs the current password', () => {
  it.each([
    ['password', { password: 'new-garden-pass' }],
    ['email', { email: 'elsewhere@example.com' }],
  ])('a new %s without current_password is 422 on current_password', async (_, body) => {
    const user = await createUser(testApp().ctx);
    const before = await reloadUser(testApp().ctx, user.id);
    const res = await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ ...body, first_name: 'Changed' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'current_password'],
        msg: 'Current password is required',
      }),
    ]);
    await expectUnchanged(user, before);
  });

  it.each([
    ['password', { password: 'new-garden-pass' }],
    ['email', { email: 'elsewhere@example.com' }],
  ])(
    'a new %s with a wrong current_password is 403, never 401, and changes nothing',
    async (_, body) => {
      const user = await createUser(testApp().ctx);
      const before = await reloadUser(testApp().ctx, user.id);
      const res = await testApp()
        .as(user)
        .put('/api/auth/profile')
        .send({ ...body, username: `renamed_${user.id}`, current_password: 'not-my-password' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(WRONG);
      await expectUnchanged(user, before);
      expect(
        await testApp()
          .ctx.db.select()
          .from(emailChangeTokens)
          .where(eq(emailChangeTokens.userId, user.id)),
      ).toEqual([]);
      expect(await mailTo('elsewhere@example.com')).toEqual([]);
    },
  );

  it('refuses a blank or non-text current_password with 422', async () => {
    const user = await createUser(testApp().ctx);
    for (const current_password of ['', 42]) {
      const res = await testApp()
        .as(user)
        .put('/api/auth/profile')
        .send({ password: 'new-garden-pass', current_password });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'current_password']);
    }
  });

  it('changes the password with the right one, and tells the member’s address', async () => {
    const user = await createUser(testApp().ctx);
    const res = await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ password: 'new-garden-pass', current_password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.access_token).toEqual(expect.any(String));
    expect((await signIn(user.email, 'new-garden-pass')).status).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(401);
    const [notice] = await mailTo(user.email);
    expect(notice).toContain('Subject: Your Homegrown password was changed');
    expect(notice).not.toContain('new-garden-pass');
  });

  it('needs no password for other fields', async () => {
    const user = await createUser(testApp().ctx);
    const res = await testApp().as(user).put('/api/auth/profile').send({ first_name: 'Sage' });
    expect(res.status).toBe(200);
    expect(res.body.user.first_name).toBe('Sage');
  });
});

describe('DELETE /api/auth/profile takes the password', () => {
  it('is 422 on password without one, 403 with a wrong one, and keeps the account', async () => {
    const user = await createUser(testApp().ctx);
    const before = await reloadUser(testApp().ctx, user.id);
    const missing = await testApp().as(user).delete('/api/auth/profile');
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'password'], msg: 'Password is required' }),
    ]);
    const wrong = await testApp()
      .as(user)
      .delete('/api/auth/profile')
      .send({ password: 'not-my-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual(WRONG);
    await expectUnchanged(user, before);
  });

  it('deletes with the right password; a guest is 401', async () => {
    const user = await createUser(testApp().ctx);
    const guest = await testApp().api.delete('/api/auth/profile').send({ password: TEST_PASSWORD });
    expect(guest.status).toBe(401);
    await testApp()
      .as(user)
      .delete('/api/auth/profile')
      .send({ password: TEST_PASSWORD })
      .expect(204);
    expect((await reloadUser(testApp().ctx, user.id))?.deletedAt).toEqual(expect.any(Date));
  });
});
