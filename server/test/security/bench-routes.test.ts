import { createApp } from '@server/app';
import { setupTestApp } from '@server/test/app';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The bench's routes (holding the job queue, a bare reference route) exist only in the bench's
 * own server (docs/performance.md "What a run does"): no setting of the production app mounts
 * them, the variable that once did included.
 */
describe('routes the bench needs', () => {
  const testApp = setupTestApp();
  const before = process.env.BENCH_REFERENCE;
  beforeAll(() => {
    process.env.BENCH_REFERENCE = '1';
  });
  afterAll(() => {
    if (before === undefined) delete process.env.BENCH_REFERENCE;
    else process.env.BENCH_REFERENCE = before;
  });

  it('are not reachable in the production app, whatever its environment', async () => {
    const api = supertest(createApp(testApp().ctx));
    expect((await api.get('/api/bench/reference')).status).toBe(404);
    expect((await api.post('/api/bench/jobs/pause')).status).toBe(404);
    expect((await api.post('/api/bench/jobs/resume')).status).toBe(404);
  });

  it('are mounted ahead of every middleware when the bench passes them', async () => {
    const api = supertest(
      createApp(testApp().ctx, {
        firstRoutes: (app) => app.get('/api/bench/reference', (_req, res) => res.json({ ok: 1 })),
      }),
    );
    const res = await api.get('/api/bench/reference');
    expect(res.status).toBe(200);
    // Before helmet: none of its headers.
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
