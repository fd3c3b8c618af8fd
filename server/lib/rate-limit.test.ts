import { setupTestApp } from '@server/test/app';
import express from 'express';
import { Redis } from 'ioredis';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimiter, type LimitRule } from './rate-limit';

const testApp = setupTestApp({ RATE_LIMITS: 'true', TRUST_PROXY: 'true' });

describe('rate limits', () => {
  it('allow 5 sign-ups per 30 minutes per IP, then answer 429 with a detail and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await testApp()
        .api.post('/api/auth/register')
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ email: 'bad' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.detail).toBe('Too many requests. Please try again later.');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('allow 5 password-reset requests per 30 minutes per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await testApp()
        .api.post('/api/auth/request-password-reset')
        .send({ email: 'Target@Example.com' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await testApp()
      .api.post('/api/auth/request-password-reset')
      .send({ email: 'someone-else@example.com' });
    expect(other.status).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL_TEST ?? process.env.REDIS_URL;

/** A bare app with one rule: answers 200, or the status named in ?status=. */
function appWith(rule: Partial<LimitRule>, enabled = true, redis?: Redis) {
  const handler = createLimiter({ enabled, redis })({
    name: 'probe',
    windowMs: 60_000,
    limit: 2,
    ...rule,
  });
  const app = express();
  app.get('/', handler, (req, res) => {
    res.sendStatus(Number(req.query.status ?? 200));
  });
  return { handler, get: (status = 200) => supertest(app).get(`/?status=${status}`) };
}

describe('limit rules', () => {
  it('count only the answers a rule names, so those who succeed never use it up', async () => {
    const { get } = appWith({ counts: (res) => res.statusCode === 401 });
    for (let i = 0; i < 5; i++) expect((await get()).status).toBe(200);
    expect((await get(401)).status).toBe(401);
    expect((await get(401)).status).toBe(401);
    expect((await get()).status).toBe(429);
  });

  it('clear one key’s count', async () => {
    const { handler, get } = appWith({ key: () => 'someone' });
    await get();
    await get();
    expect((await get()).status).toBe(429);
    await handler.clear('someone');
    expect((await get()).status).toBe(200);
  });

  it('skip the requests a rule is told to', async () => {
    const { get } = appWith({ skip: () => true, limit: 1 });
    for (let i = 0; i < 4; i++) expect((await get()).status).toBe(200);
  });

  it('pass everything through when limits are off', async () => {
    const { handler, get } = appWith({ limit: 1 }, false);
    for (let i = 0; i < 4; i++) expect((await get()).status).toBe(200);
    await expect(handler.clear('x')).resolves.toBeUndefined();
    const marks = createLimiter({ enabled: false }).marks('m', 60_000);
    await marks.add('a');
    expect(await marks.has('a')).toBe(false);
  });
});

describe('marks', () => {
  it('remember a key until its time is over', async () => {
    const marks = createLimiter({ enabled: true }).marks('m', 100);
    expect(await marks.has('a')).toBe(false);
    await marks.add('a');
    expect(await marks.has('a')).toBe(true);
    expect(await marks.has('b')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await marks.has('a')).toBe(false);
  });
});

describe.skipIf(!redisUrl)(
  redisUrl ? 'with Redis' : 'with Redis: skipped, set REDIS_URL_TEST to run it (CI does)',
  () => {
    const redis = new Redis(redisUrl ?? '');
    afterAll(() => redis.quit());
    const unique = () => `test-${process.pid}-${Date.now()}-${Math.random()}`;

    it('count failures only, and clear a key, in the shared store', async () => {
      const name = unique();
      const { handler, get } = appWith(
        { name, key: () => 'someone', counts: (res) => res.statusCode === 401 },
        true,
        redis,
      );
      for (let i = 0; i < 3; i++) expect((await get()).status).toBe(200);
      await get(401);
      await get(401);
      expect((await get()).status).toBe(429);
      await handler.clear('someone');
      expect(await redis.exists(`rl:${name}:k:someone`)).toBe(0);
      expect((await get()).status).toBe(200);
    });

    it('share marks between processes, each kept for its time', async () => {
      const name = unique();
      const one = createLimiter({ enabled: true, redis }).marks(name, 60_000);
      const two = createLimiter({ enabled: true, redis }).marks(name, 60_000);
      await one.add('pair');
      expect(await two.has('pair')).toBe(true);
      expect(await two.has('other')).toBe(false);
      expect(await redis.pttl(`rl:mark:${name}:pair`)).toBeGreaterThan(59_000);
    });
  },
);
