import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { createUser, reloadUser, TEST_PASSWORD } from '@server/test/factories';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const newMember = (n: string) => ({
  email: `member${n}@example.com`,
  username: `member_${n}`,
  first_name: 'Rosa',
  last_name: 'Gallica',
  password: 'sunflower-seeds',
});

describe('POST /api/auth/register', () => {
  it('creates a member and answers a token and the profile', async () => {
    const res = await testApp().api.post('/api/auth/register').send(newMember('1'));
    expect(res.status).toBe(201);
    expect(res.body.token_type).toBe('bearer');
    expect(res.body.access_token).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({
      username: 'member_1',
      first_name: 'Rosa',
      friend_count: 0,
    });
    expect(res.body.user).not.toHaveProperty('password_hash');
    const profile = await testApp()
      .api.get('/api/auth/profile')
      .set('Authorization', `Bearer ${res.body.access_token}`);
    expect(profile.body.email).toBe('member1@example.com');
  });

  it("answers every missing field with docs/product.md §3.10's message", async () => {
    const res = await testApp().api.post('/api/auth/register').send({});
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual(
      expect.arrayContaining([
        'Email is required',
        'Username is required',
        'First name is required',
        'Last name is required',
        'Password is required',
      ]),
    );
  });

  it.each([
    [{ email: 'not-an-email' }, 'Invalid email format'],
    [{ username: 'no spaces!' }, 'Username can only contain letters, numbers, and underscores'],
    [{ username: 'ab' }, 'Username must be at least 3 characters long'],
    [{ password: 'short' }, 'Password must be at least 8 characters long'],
    [{ password: 'é'.repeat(40) }, 'Password must be at most 72 bytes long'],
    [{ first_name: '   ' }, 'First name is required'],
    [{ last_name: 123 }, 'Last name is required'],
  ])('refuses %o with "%s" and stores nothing', async (override, message) => {
    const before = await testApp()
      .api.post('/api/auth/login')
      .type('form')
      .send({ username: 'x@y.zz', password: 'x' });
    const res = await testApp()
      .api.post('/api/auth/register')
      .send({ ...newMember('bad'), ...override });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toContain(message);
    expect(before.status).toBe(401);
    const login = await testApp()
      .api.post('/api/auth/login')
      .type('form')
      .send({ username: 'memberbad@example.com', password: 'sunflower-seeds' });
    expect(login.status).toBe(401);
  });

  it('refuses a taken e-mail or username, whatever the case, with 409', async () => {
    await testApp().api.post('/api/auth/register').send(newMember('2')).expect(201);
    const email = await testApp()
      .api.post('/api/auth/register')
      .send({ ...newMember('3'), email: 'MEMBER2@example.com' });
    expect(email.status).toBe(409);
    expect(email.body.detail).toBe('An account with this email already exists');
    const username = await testApp()
      .api.post('/api/auth/register')
      .send({ ...newMember('4'), username: 'MEMBER_2' });
    expect(username.status).toBe(409);
    expect(username.body.detail).toBe('This username is already taken');
  });

  it('answers malformed JSON with 400 and a detail', async () => {
    const res = await testApp()
      .api.post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Malformed JSON body');
  });
});

describe('POST /api/auth/login', () => {
  it('is form-encoded with the e-mail in username, and answers the token and user', async () => {
    const user = await createUser(testApp().ctx);
    const res = await testApp()
      .api.post('/api/auth/login')
      .type('form')
      .send({ username: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      user: { id: user.id, username: user.username },
    });
  });

  it('answers a wrong password or unknown e-mail with the same 401', async () => {
    const user = await createUser(testApp().ctx);
    const wrong = await testApp()
      .api.post('/api/auth/login')
      .type('form')
      .send({ username: user.email, password: 'wrong-password' });
    const unknown = await testApp()
      .api.post('/api/auth/login')
      .type('form')
      .send({ username: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'Incorrect email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates its fields', async () => {
    const res = await testApp().api.post('/api/auth/login').type('form').send({ username: 'nope' });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual(
      expect.arrayContaining(['Invalid email format', 'Password is required']),
    );
  });
});

describe('tokens', () => {
  it('refuses a missing, forged or garbage token with 401', async () => {
    expect((await testApp().api.get('/api/auth/profile')).status).toBe(401);
    const forged = await testApp()
      .api.get('/api/auth/profile')
      .set('Authorization', 'Bearer abc.def.ghi');
    expect(forged.status).toBe(401);
    expect(forged.body.detail).toEqual(expect.any(String));
  });

  it('refuses an unsigned ("none" algorithm) token', async () => {
    const user = await createUser(testApp().ctx);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: String(user.id), ver: 0, jti: 'x', exp: 9999999999 }),
    ).toString('base64url');
    const res = await testApp()
      .api.get('/api/auth/profile')
      .set('Authorization', `Bearer ${header}.${payload}.`);
    expect(res.status).toBe(401);
  });

  it('logout revokes the token it is called with, and only that one', async () => {
    const user = await createUser(testApp().ctx);
    const other = await testApp()
      .api.post('/api/auth/login')
      .type('form')
      .send({ username: user.email, password: TEST_PASSWORD });
    await testApp().as(user).post('/api/auth/logout').expect(204);
    expect((await testApp().as(user).get('/api/auth/profile')).status).toBe(401);
    expect(
      (await testApp().as({ token: other.body.access_token }).get('/api/auth/profile')).status,
    ).toBe(200);
  });
});

describe('password reset', () => {
  const linkIn = (eml: string) => {
    const match = eml
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
      .match(/reset-password\?token=([A-Za-z0-9_-]+)/);
    return match?.[1];
  };

  it('answers the same generic message whether or not the address exists', async () => {
    const user = await createUser(testApp().ctx);
    const known = await testApp()
      .api.post('/api/auth/request-password-reset')
      .send({ email: user.email });
    const unknown = await testApp()
      .api.post('/api/auth/request-password-reset')
      .send({ email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toEqual(expect.any(String));
  });

  it('e-mails a single-use link that sets a new password and ends older sessions', async () => {
    const user = await createUser(testApp().ctx, { email: 'reset-me@example.com' });
    await testApp()
      .api.post('/api/auth/request-password-reset')
      .send({ email: 'reset-me@example.com' })
      .expect(200);
    await new Promise((r) => setTimeout(r, 100));
    const mail = (await testApp().outbox()).find((m) => m.includes('To: reset-me@example.com'));
    const token = linkIn(mail ?? '');
    expect(token).toBeTruthy();

    const reset = await testApp()
      .api.post('/api/auth/reset-password')
      .send({ token, new_password: 'brand-new-pass', confirm_password: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password has been reset successfully.');
    expect((await testApp().as(user).get('/api/auth/profile')).status).toBe(401);
    const login = await testApp()
      .api.post('/api/auth/login')
      .type('form')
      .send({ username: 'reset-me@example.com', password: 'brand-new-pass' });
    expect(login.status).toBe(200);

    const again = await testApp()
      .api.post('/api/auth/reset-password')
      .send({ token, new_password: 'another-pass-1', confirm_password: 'another-pass-1' });
    expect(again.status).toBe(400);
    expect(again.body.detail).toMatch(/invalid or has expired/);
  });

  it("validates the reset with docs/product.md §3.10's messages", async () => {
    const res = await testApp()
      .api.post('/api/auth/reset-password')
      .send({ new_password: 'short', confirm_password: 'other' });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual(
      expect.arrayContaining([
        'Reset token is required.',
        'Password must be at least 8 characters long.',
      ]),
    );
    const mismatch = await testApp()
      .api.post('/api/auth/reset-password')
      .send({ token: 't', new_password: 'long-enough', confirm_password: 'different1' });
    expect(messages(mismatch.body)).toContain('Passwords do not match.');
    const missing = await testApp().api.post('/api/auth/reset-password').send({ token: 't' });
    expect(messages(missing.body)).toContain('New password is required.');
  });

  it('validates the request address', async () => {
    const empty = await testApp().api.post('/api/auth/request-password-reset').send({ email: '' });
    expect(messages(empty.body)).toContain('Email is required');
    const bad = await testApp()
      .api.post('/api/auth/request-password-reset')
      .send({ email: 'nope' });
    expect(messages(bad.body)).toContain('Invalid email address');
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(testApp().ctx, { email: 'hash-check@example.com' });
    await testApp()
      .api.post('/api/auth/request-password-reset')
      .send({ email: user.email })
      .expect(200);
    await new Promise((r) => setTimeout(r, 100));
    const token = linkIn((await testApp().outbox()).find((m) => m.includes(user.email)) ?? '');
    const rows = await testApp().ctx.database.db.execute<{ token_hash: string }>(
      `select token_hash from password_reset_tokens where user_id = ${user.id}` as never,
    );
    const stored = JSON.stringify(rows);
    expect(token).toBeTruthy();
    expect(stored).not.toContain(token!);
    expect((await reloadUser(testApp().ctx, user.id))?.tokenVersion).toBe(0);
  });
});

describe('common passwords', () => {
  it('are refused at registration, reset and profile change', async () => {
    const res = await testApp()
      .api.post('/api/auth/register')
      .send({ ...newMember('common'), password: 'password123' });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual(['This password is too common. Please choose another one.']);
    expect(res.body.detail[0].loc).toEqual(['body', 'password']);

    const user = await createUser(testApp().ctx);
    const change = await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ password: 'iloveyou1', current_password: TEST_PASSWORD });
    expect(change.status).toBe(422);
    const login = await testApp()
      .api.post('/api/auth/login')
      .type('form')
      .send({ username: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
  });
});
