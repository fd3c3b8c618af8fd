import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Running, start } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { createScratchDatabase, dropScratchDatabase } from '@server/test/scratch-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * PostgreSQL goes away under a running server (through a proxy we cut, not by stopping the
 * machine's PostgreSQL): health says 503, requests answer 503 with a detail quickly, nothing
 * crashes; when the database is back the same process serves again, no restart.
 */
const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)(
  baseUrl
    ? 'a PostgreSQL outage'
    : 'a PostgreSQL outage: skipped, set TEST_DATABASE_URL to run it (CI does)',
  () => {
    const dbName = `homegrown_outage_${process.pid}_${Date.now()}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'homegrown-outage-'));
    let proxy: TcpProxy;
    let running: Running;

    beforeAll(async () => {
      await createScratchDatabase(baseUrl!, dbName);
      const target = new URL(baseUrl!);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const url = new URL(baseUrl!);
      url.host = `127.0.0.1:${proxy.port}`;
      url.pathname = `/${dbName}`;
      running = await start(
        loadConfig({
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: url.toString(),
          JWT_SECRET: 'outage-secret-outage-secret-outage-secret',
          RATE_LIMITS: 'false',
          BCRYPT_ROUNDS: '10',
          LOG_LEVEL: 'silent',
          DEMO_DATA: 'false',
        }),
      );
    }, 60_000);

    afterAll(async () => {
      await running?.close();
      await proxy?.close();
      await dropScratchDatabase(baseUrl!, dbName);
      rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    const timed = async (input: string, init?: RequestInit) => {
      const began = Date.now();
      const res = await fetch(`${running.url}${input}`, {
        ...init,
        signal: AbortSignal.timeout(15_000),
      });
      return { res, ms: Date.now() - began, body: (await res.json()) as { detail?: unknown } };
    };

    it('answers 503 with a detail while the database is away, then recovers by itself', async () => {
      const reg = await timed('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: 'outage@example.com',
          username: 'outage_ann',
          first_name: 'Out',
          last_name: 'Age',
          password: 'dark-garden-shed',
        }),
      });
      expect(reg.res.status).toBe(201);
      const token = (reg.body as unknown as { access_token: string }).access_token;
      const authed = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

      proxy.cut();
      const health = await timed('/api/health');
      expect(health.res.status).toBe(503);
      expect(health.body.detail).toBeTruthy();
      expect(health.ms).toBeLessThan(6000);
      for (const [url, init] of [
        ['/api/listings', undefined],
        ['/api/auth/profile', { headers: authed }],
        [
          '/api/listings',
          { method: 'POST', headers: authed, body: JSON.stringify({ title: 'Offline', price: 1 }) },
        ],
      ] as [string, RequestInit | undefined][]) {
        const answer = await timed(url, init);
        expect(answer.res.status, url).toBe(503);
        expect(answer.body.detail, url).toBe('Service temporarily unavailable');
        expect(answer.res.headers.get('retry-after'), url).toBeTruthy();
        expect(answer.ms, url).toBeLessThan(10_000);
      }

      proxy.restore();
      const deadline = Date.now() + 20_000;
      while ((await timed('/api/health')).res.status !== 200) {
        if (Date.now() > deadline) throw new Error('the server did not recover');
        await new Promise((r) => setTimeout(r, 250));
      }
      expect((await timed('/api/auth/profile', { headers: authed })).res.status).toBe(200);
      const created = await timed('/api/listings', {
        method: 'POST',
        headers: authed,
        body: JSON.stringify({ title: 'Back online', price: 1 }),
      });
      expect(created.res.status).toBe(201);
    }, 90_000);
  },
);
