import { createSecretKey } from 'node:crypto';
import { SessionCache } from '@server/lib/session-cache';
import { createTokenResolver } from '@server/middleware/auth';
import { setupTestApp, TEST_JWT_SECRET } from '@server/test/app';
import { createUser } from '@server/test/factories';
import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The resolver answers a token it accepted a moment ago from its cache, without checking the
// signature again: what the cache must still refuse.
const testApp = setupTestApp();
const key = createSecretKey(Buffer.from(TEST_JWT_SECRET));

function tokenFor(userId: number, seconds: number): string {
  return jwt.sign({ ver: 0 }, key, {
    algorithm: 'HS256',
    subject: String(userId),
    jwtid: `test-${userId}-${seconds}`,
    expiresIn: seconds,
  });
}

/** A resolver with a session cache, and a token for `seconds` it has just accepted. */
async function accepted(seconds: number) {
  const { ctx } = testApp();
  const user = await createUser(ctx);
  const resolve = createTokenResolver(ctx.db, TEST_JWT_SECRET, new SessionCache(60_000, 100));
  const token = tokenFor(user.id, seconds);
  expect((await resolve(token))?.id).toBe(user.id);
  return { user, resolve, token };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a cached session', () => {
  it('is refused once its token expires, though the cache still holds it', async () => {
    const { user, resolve, token } = await accepted(5);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 4_000);
    expect((await resolve(token))?.id).toBe(user.id);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await resolve(token)).toBeNull();
  });

  it('answers only for the very token it accepted: one changed byte is checked and refused', async () => {
    const { ctx } = testApp();
    const { resolve, token } = await accepted(60);

    const signature = token.slice(token.lastIndexOf('.') + 1);
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const forged = `${token.slice(0, token.lastIndexOf('.') + 1)}${flipped}`;
    expect(await resolve(forged)).toBeNull();

    const other = await createUser(ctx);
    const payload = Buffer.from(
      JSON.stringify({ ver: 0, sub: String(other.id), jti: 'x', exp: 9e9 }),
    );
    const swapped = token.replace(token.split('.')[1]!, payload.toString('base64url'));
    expect(await resolve(swapped)).toBeNull();
  });
});
