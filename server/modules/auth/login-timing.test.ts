import { setupTestApp } from '@server/test/app';
import { createUser, reloadUser, TEST_PASSWORD } from '@server/test/factories';
import bcrypt from 'bcrypt';
import { describe, expect, it } from 'vitest';
import { dummyHash } from './passwords';

/**
 * A sign-in must not tell whether an address has an account by how long it takes
 * (docs/decisions.md "Accounts"): the hash compared for a missing account has the configured
 * cost, and so does every stored one after its owner's next sign-in. The test app runs at
 * BCRYPT_ROUNDS=10.
 */
const testApp = setupTestApp();

const signIn = (email: string, password: string) =>
  testApp().api.post('/api/auth/login').type('form').send({ username: email, password });
const costOf = async (userId: number) =>
  bcrypt.getRounds((await reloadUser(testApp().ctx, userId))!.passwordHash);

async function timed(request: () => PromiseLike<{ status: number }>) {
  const began = performance.now();
  expect((await request()).status).toBe(401);
  return performance.now() - began;
}
const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;

describe('sign-in timing', () => {
  it('compares a missing account against a dummy of the configured cost', () => {
    const rounds = testApp().ctx.config.bcryptRounds;
    expect(rounds).toBe(10);
    expect(bcrypt.getRounds(dummyHash(rounds))).toBe(rounds);
    expect(bcrypt.getRounds(dummyHash(13))).toBe(13);
  });

  it('rehashes a stored hash of another cost at the configured one on a successful sign-in', async () => {
    const ctx = testApp().ctx;
    // The factories store cost-4 hashes; an older BCRYPT_ROUNDS may have left cost 11.
    const cheap = await createUser(ctx);
    const dear = await createUser(ctx, { passwordHash: await bcrypt.hash(TEST_PASSWORD, 11) });
    expect(await costOf(cheap.id)).toBe(4);

    // A wrong password changes nothing.
    expect((await signIn(cheap.email, 'not-the-password')).status).toBe(401);
    expect(await costOf(cheap.id)).toBe(4);

    for (const member of [cheap, dear]) {
      expect((await signIn(member.email, TEST_PASSWORD)).status).toBe(200);
      const row = (await reloadUser(ctx, member.id))!;
      expect(bcrypt.getRounds(row.passwordHash)).toBe(10);
      expect(await bcrypt.compare(TEST_PASSWORD, row.passwordHash)).toBe(true);
      // Not a password change: the member's sessions go on.
      expect(row.tokenVersion).toBe(0);
      expect((await testApp().as(member).get('/api/auth/profile')).status).toBe(200);
    }

    // Once at the configured cost, a sign-in leaves the hash alone.
    const before = (await reloadUser(ctx, cheap.id))!.passwordHash;
    expect((await signIn(cheap.email, TEST_PASSWORD)).status).toBe(200);
    expect((await reloadUser(ctx, cheap.id))!.passwordHash).toBe(before);
  });

  it('takes as long for a missing address as for a wrong password', async () => {
    const member = await createUser(testApp().ctx);
    // Its first sign-in brings its hash to the configured cost, as in production.
    expect((await signIn(member.email, TEST_PASSWORD)).status).toBe(200);
    expect(await costOf(member.id)).toBe(10);

    // Measured in pairs, interleaved, so load on the machine weighs on both of a pair alike;
    // the median of the pairs' ratios, so a stall counts for little. With equal costs it stays
    // near 1; cost 12 against 10 makes it about 4 (docs/decisions.md "Accounts").
    const ratios: number[] = [];
    await timed(() => signIn('warm-up@example.com', 'nope'));
    for (let i = 0; i < 11; i++) {
      const missing = () => timed(() => signIn(`nobody-${i}@example.com`, 'nope'));
      const wrong = () => timed(() => signIn(member.email, 'nope'));
      // Each goes first every other time: going first is no advantage either way.
      const pair = { missing: 0, wrong: 0 };
      if (i % 2 === 0) pair.missing = await missing();
      pair.wrong = await wrong();
      if (i % 2 === 1) pair.missing = await missing();
      ratios.push(pair.missing / pair.wrong);
    }
    const ratio = median(ratios);
    expect(ratio).toBeGreaterThan(1 / 2.5);
    expect(ratio).toBeLessThan(2.5);
  });
});
