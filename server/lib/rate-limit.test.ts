import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app';

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

  it('allow 25 login attempts per account per hour, whatever the IP', async () => {
    let last = 0;
    for (let i = 0; i < 26; i++) {
      const res = await testApp()
        .api.post('/api/auth/login')
        .set('X-Forwarded-For', `198.51.100.${i + 1}`)
        .type('form')
        .send({ username: 'victim@example.com', password: '' });
      last = res.status;
      if (i < 25) expect(res.status).toBe(422);
    }
    expect(last).toBe(429);
    const otherAccount = await testApp()
      .api.post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.200')
      .type('form')
      .send({ username: 'someone@example.com', password: '' });
    expect(otherAccount.status).toBe(422);
  });

  it('allow 25 login attempts per 5 minutes per IP, whatever the account', async () => {
    let last = 0;
    for (let i = 0; i < 26; i++) {
      const res = await testApp()
        .api.post('/api/auth/login')
        .set('X-Forwarded-For', '192.0.2.44')
        .type('form')
        .send({ username: `person${i}@example.com`, password: '' });
      last = res.status;
    }
    expect(last).toBe(429);
  });
});
