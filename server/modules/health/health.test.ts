import { setupTestApp } from '@server/test/app';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

describe('operations endpoints', () => {
  it('health answers ok while the database answers, 503 when it does not', async () => {
    const ok = await testApp().api.get('/api/health');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'ok' });

    const { database } = testApp().ctx;
    const ping = database.ping;
    database.ping = () => Promise.reject(new Error('down'));
    try {
      const down = await testApp().api.get('/api/health');
      expect(down.status).toBe(503);
      expect(down.body.detail).toBe('Database unavailable');
      const ready = await testApp().api.get('/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.checks.database).toBe('down');
    } finally {
      database.ping = ping;
    }
  });

  it('ready reports each dependency', async () => {
    const res = await testApp().api.get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body.checks).toEqual({ database: 'ok', redis: 'not configured' });
  });

  it('every response carries a request id, and a sane incoming one is kept', async () => {
    const fresh = await testApp().api.get('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await testApp().api.get('/api/health').set('X-Request-Id', 'proxy-abc.123');
    expect(kept.headers['x-request-id']).toBe('proxy-abc.123');
    const replaced = await testApp()
      .api.get('/api/health')
      .set('X-Request-Id', 'bad id with spaces');
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('metrics count requests by route pattern in the Prometheus text format', async () => {
    await testApp().api.get('/api/auth/users/12345/public');
    const res = await testApp().api.get('/api/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toContain(
      'http_requests_total{method="GET",route="/api/auth/users/:id/public",status="404"}',
    );
    expect(res.text).toContain('http_request_duration_seconds_bucket');
    expect(res.text).toContain('socketio_connected_clients');
  });

  it('unknown API paths are a 404 with a detail', async () => {
    const res = await testApp().api.get('/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found' });
  });
});
