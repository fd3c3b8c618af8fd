import { setupTestApp } from '@server/test/app';
import { createUser } from '@server/test/factories';
import { describe, expect, it } from 'vitest';

// Rate limits are off in the other test files; this one turns them on.
const testApp = setupTestApp({ RATE_LIMITS: 'true' });

describe('invitation rate limits', () => {
  it('an address receives at most three invitations a day, whoever sends them', async () => {
    const senders = await Promise.all([1, 2, 3, 4].map(() => createUser(testApp().ctx)));
    for (const sender of senders.slice(0, 3)) {
      await testApp()
        .as(sender)
        .post('/api/auth/friends/invite')
        .send({ email: 'popular@example.com' })
        .expect(202);
    }
    const res = await testApp()
      .as(senders[3]!)
      .post('/api/auth/friends/invite')
      .send({ email: 'POPULAR@example.com' })
      .expect(429);
    expect(res.body.detail).toBe('Too many requests. Please try again later.');
    expect(await testApp().outbox()).toHaveLength(3);
  });

  it('a member sends at most ten invitations an hour', async () => {
    const me = await createUser(testApp().ctx);
    for (let i = 0; i < 10; i++) {
      await testApp()
        .as(me)
        .post('/api/auth/friends/invite')
        .send({ email: `friend${i}@example.com` })
        .expect(202);
    }
    await testApp()
      .as(me)
      .post('/api/auth/friends/invite')
      .send({ email: 'one-more@example.com' })
      .expect(429);
  });
});
