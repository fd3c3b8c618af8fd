import { setupTestApp } from '@server/test/app';
import { createUser, TEST_PASSWORD } from '@server/test/factories';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMIT_MESSAGE, LOGIN_LIMITS } from './login-throttle';

const testApp = setupTestApp({ RATE_LIMITS: 'true', TRUST_PROXY: 'true' });

// Each test uses its own block of documentation addresses, so their counters never meet.
let block = 0;
const addresses = () => {
  const b = ++block;
  let n = 0;
  return () => `10.${b}.${Math.floor(++n / 250)}.${n % 250}`;
};

const signIn = (from: string, email: string, password: string) =>
  testApp()
    .api.post('/api/auth/login')
    .set('X-Forwarded-For', from)
    .type('form')
    .send({ username: email, password });

const resetLink = async (email: string) => {
  const mail = (await testApp().outbox()).filter((m) => m.includes(`To: ${email}`)).pop() ?? '';
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
};

/** Wrong passwords for `email`, `perAddress` from each new address, until `total`. */
async function guessFromMany(email: string, total: number, perAddress: number) {
  const next = addresses();
  const statuses: number[] = [];
  let from = next();
  for (let i = 0; i < total; i++) {
    if (i % perAddress === 0) from = next();
    statuses.push((await signIn(from, email, `wrong-guess-${i}`)).status);
  }
  return statuses;
}

describe('sign-in throttling', () => {
  it('stops one address guessing one account, and never locks the owner out elsewhere', async () => {
    const victim = await createUser(testApp().ctx);
    const next = addresses();
    const attacker = next();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await signIn(attacker, victim.email, `wrong-guess-${i}`)).status);
    }
    const { limit } = LOGIN_LIMITS.pair;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(new Set(statuses.slice(limit))).toEqual(new Set([429]));
    // Even the right password is refused to the guessing address…
    expect((await signIn(attacker, victim.email, TEST_PASSWORD)).status).toBe(429);
    // …and the owner, anywhere else, signs in at once.
    const owner = await signIn(next(), victim.email, TEST_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.user.id).toBe(victim.id);
  });

  it('stops one address guessing across accounts, counting only failures', async () => {
    const next = addresses();
    const school = next();
    const member = await createUser(testApp().ctx);
    // Members signing in correctly behind one address never use up its allowance.
    for (let i = 0; i < LOGIN_LIMITS.address.limit + 5; i++) {
      expect((await signIn(school, member.email, TEST_PASSWORD)).status).toBe(200);
    }
    let last = 0;
    for (let i = 0; i <= LOGIN_LIMITS.address.limit; i++) {
      last = (await signIn(school, `person${i}-${member.id}@example.com`, '')).status;
    }
    expect(last).toBe(429);
    expect((await signIn(school, member.email, TEST_PASSWORD)).status).toBe(429);
    expect((await signIn(next(), member.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('limits an account only for guessing spread over many addresses, and not its known address', async () => {
    const ctx = testApp().ctx;
    const victim = await createUser(ctx);
    const bystander = await createUser(ctx);
    const next = addresses();
    const home = next();
    expect((await signIn(home, victim.email, TEST_PASSWORD)).status).toBe(200);

    // Fewer than the pair limit from each address: only the account's own count stops it.
    const { limit } = LOGIN_LIMITS.account;
    const statuses = await guessFromMany(victim.email, limit + 5, 5);
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(new Set(statuses.slice(limit))).toEqual(new Set([429]));

    const elsewhere = await signIn(next(), victim.email, TEST_PASSWORD);
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.detail).toBe(ACCOUNT_LIMIT_MESSAGE);
    // The address the owner signed in from before is not held back by the account's count.
    expect((await signIn(home, victim.email, TEST_PASSWORD)).status).toBe(200);
    // Nor is anyone else's account.
    expect((await signIn(next(), bystander.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('lets the owner in through the e-mailed reset link while the guessing goes on', async () => {
    const ctx = testApp().ctx;
    const victim = await createUser(ctx);
    const next = addresses();
    await guessFromMany(victim.email, LOGIN_LIMITS.account.limit + 1, 5);
    const cafe = next();
    expect((await signIn(cafe, victim.email, TEST_PASSWORD)).status).toBe(429);

    // Neither reset route is held back by the account's sign-in count.
    const request = await testApp()
      .api.post('/api/auth/request-password-reset')
      .set('X-Forwarded-For', cafe)
      .send({ email: victim.email });
    expect(request.status).toBe(200);
    const token = await resetLink(victim.email);
    expect(token).toBeTruthy();
    const reset = await testApp()
      .api.post('/api/auth/reset-password')
      .set('X-Forwarded-For', cafe)
      .send({ token, new_password: 'fresh-garden-pass', confirm_password: 'fresh-garden-pass' });
    expect(reset.status).toBe(200);

    // Right after the reset the account's count is clear: the owner gets in from anywhere.
    expect((await signIn(next(), victim.email, 'fresh-garden-pass')).status).toBe(200);

    // The guessing resumes and fills the count again: strangers' addresses are held back,
    // but the address that used the reset link is known to the account now.
    await guessFromMany(victim.email, LOGIN_LIMITS.account.limit + 1, 5);
    expect((await signIn(next(), victim.email, 'fresh-garden-pass')).status).toBe(429);
    expect((await signIn(cafe, victim.email, 'fresh-garden-pass')).status).toBe(200);
  });

  it('limits wrong current passwords per member on profile changes', async () => {
    const member = await createUser(testApp().ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await testApp()
        .as(member)
        .delete('/api/auth/profile')
        .send({ password: `wrong-guess-${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(403), 429]);
    const change = await testApp()
      .as(member)
      .put('/api/auth/profile')
      .send({ password: 'another-garden-pass', current_password: TEST_PASSWORD });
    expect(change.status).toBe(429);
    // Changes that need no password are not held back.
    const rename = await testApp()
      .as(member)
      .put('/api/auth/profile')
      .send({ first_name: 'Still' });
    expect(rename.status).toBe(200);
  });
});
