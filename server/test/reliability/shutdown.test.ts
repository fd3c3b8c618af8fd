import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'homegrown-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = {
  DATA_DIR: dataDir,
  JWT_SECRET: 'shutdown-secret-shutdown-secret-shutdown',
  RATE_LIMITS: 'false',
  // A slow hash keeps the registrations in flight when SIGTERM arrives.
  BCRYPT_ROUNDS: '12',
};

function register(url: string, n: number) {
  return fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `shutdown${n}@example.com`,
      username: `shutdown_${n}`,
      first_name: 'Shut',
      last_name: 'Down',
      password: 'quiet-garden-night',
    }),
  });
}

/** The requests the server is serving, the one asking included (its in-flight gauge). */
async function servingNow(url: string): Promise<number> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  return Number(/^http_requests_in_flight (\d+)/m.exec(text)?.[1] ?? 0);
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests on SIGTERM, refuses new ones, and loses no acknowledged write', async () => {
    const server = await startServerProcess(env);
    const inFlight = [1, 2, 3, 4].map((n) => register(server.url, n));
    // SIGTERM once the server holds all four: before that, a request still on its way would
    // find the port closed, which is a refused new request, not an in-flight one.
    await expect.poll(() => servingNow(server.url), { interval: 20, timeout: 10_000 }).toBe(5);
    const exit = server.stop('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(await exit).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    const again = await startServerProcess(env);
    try {
      for (const n of [1, 2, 3, 4]) {
        const login = await fetch(`${again.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            username: `shutdown${n}@example.com`,
            password: 'quiet-garden-night',
          }),
        });
        expect(login.status).toBe(200);
      }
    } finally {
      await again.stop();
    }
  }, 120_000);
});
