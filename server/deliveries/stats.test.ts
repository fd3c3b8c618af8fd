import { jobs } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryReport, waitingDeliveries } from './stats';

/**
 * What an operator sees of deliveries (docs/operations.md "Deliveries"): counts by channel and
 * state, the latest errors, and the gauges of /api/metrics. Rows are stored as the workers
 * leave them; the app's workers are stopped so none changes under the test.
 */
const testApp = setupTestApp();
const email = { type: 'password_reset', data: { user_id: null } };

beforeAll(async () => {
  const { ctx } = testApp();
  await ctx.jobs.stop();
  await ctx.db.insert(jobs).values([
    { kind: 'send_email', payload: email, createdAt: sql`now() - interval '90 seconds'` },
    {
      kind: 'send_email',
      payload: email,
      attempts: 3,
      lastError: '451 4.3.0 try again later',
      runAt: sql`now() + interval '8 seconds'`,
    },
    { kind: 'send_email', payload: email, attempts: 1, finishedAt: sql`now()` },
    {
      kind: 'send_push',
      payload: { device_id: 1, user_id: 1, body: '{}', topic: 't' },
      attempts: 40,
      lastError: 'push service answered 503',
      failedAt: sql`now()`,
    },
    // Not a delivery: never counted.
    { kind: 'match_listing', payload: { listing_id: 1 } },
  ]);
});

describe('deliveries as an operator sees them', () => {
  it('counts them by channel and state, with the latest errors first', async () => {
    const { counts, latest } = await deliveryReport(testApp().ctx.db);
    expect(counts).toEqual([
      { channel: 'email', state: 'pending', count: 1 },
      { channel: 'email', state: 'retrying', count: 1 },
      { channel: 'email', state: 'sent', count: 1 },
      { channel: 'push', state: 'failed', count: 1 },
    ]);
    expect(latest.map((e) => [e.kind, e.type, e.attempts, e.error])).toEqual([
      ['send_email', 'password_reset', 3, '451 4.3.0 try again later'],
      ['send_push', null, 40, 'push service answered 503'],
    ]);
  });

  it('gives /api/metrics what waits, how long the oldest has, and what failed, by channel', async () => {
    const [mail, push] = await waitingDeliveries(testApp().ctx.db);
    expect(mail).toMatchObject({ channel: 'email', pending: 2, failed: 0 });
    expect(mail!.oldestSeconds).toBeGreaterThanOrEqual(89);
    expect(push).toEqual({ channel: 'push', pending: 0, oldestSeconds: null, failed: 1 });
    const res = await testApp().api.get('/api/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^homegrown_deliveries_pending\{channel="email"\} 2$/m);
    expect(res.text).toMatch(/^homegrown_deliveries_failed\{channel="push"\} 1$/m);
    expect(res.text).toMatch(
      /^homegrown_deliveries_oldest_pending_seconds\{channel="email"\} 9\d/m,
    );
  });
});
