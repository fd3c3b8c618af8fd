import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, dropScratchDatabase } from '@server/test/scratch-database';
import { afterAll, describe, expect, it } from 'vitest';
import { itEmbeddedOnly } from '../embedded-only';
import { registerOverHttp, startServerProcess } from './server-process';

/**
 * SIGKILL in the middle of a burst of writes (no graceful shutdown, no flush): after a restart
 * every write a client saw acknowledged is there, on the embedded database and on PostgreSQL.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const BURST = Number(process.env.CRASH_BURST ?? 24);
const dirs: string[] = [];
const databases: string[] = [];

afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (baseUrl) for (const name of databases) await dropScratchDatabase(baseUrl, name);
});

async function freshPostgres(): Promise<string> {
  const name = `homegrown_crash_${process.pid}_${Date.now()}`;
  databases.push(name);
  return createScratchDatabase(baseUrl!, name);
}

const register = registerOverHttp;

const post = (url: string, token: string, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

async function crashAndCheck(env: Record<string, string>) {
  const server = await startServerProcess(env);
  const [a, b] = [await register(server.url, 'crash_ann'), await register(server.url, 'crash_bob')];
  const listings: { id: number; title: string }[] = [];
  const messages: { id: number; content: string }[] = [];
  let n = 0;
  let killed = false;
  // Four clients write as fast as they can; the server dies once half the burst is answered.
  const worker = async () => {
    while (!killed) {
      const i = n++;
      try {
        if (i % 2 === 0) {
          const title = `Crash tomatoes ${i}`;
          const res = await post(`${server.url}/api/listings`, a.token, { title, price: 1 });
          if (res.status === 201)
            listings.push({ id: ((await res.json()) as { id: number }).id, title });
        } else {
          const content = `Crash message ${i}`;
          const res = await post(`${server.url}/api/messages`, a.token, {
            receiver_id: b.id,
            content,
          });
          if (res.status === 201)
            messages.push({ id: ((await res.json()) as { id: number }).id, content });
        }
      } catch {
        return; // the connection died with the server: not acknowledged
      }
      if (!killed && listings.length + messages.length >= BURST / 2) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  expect(listings.length + messages.length).toBeGreaterThanOrEqual(BURST / 2);

  const again = await startServerProcess(env);
  try {
    const auth = { headers: { Authorization: `Bearer ${a.token}` } };
    for (const listing of listings) {
      const res = await fetch(`${again.url}/api/listings/${listing.id}`, auth);
      expect(res.status, `listing ${listing.id}`).toBe(200);
      expect(((await res.json()) as { title: string }).title).toBe(listing.title);
    }
    const thread = (await (
      await fetch(`${again.url}/api/messages/${b.id}?limit=100`, auth)
    ).json()) as { id: number; content: string }[];
    const stored = new Map(thread.map((m) => [m.id, m.content]));
    for (const message of messages) expect(stored.get(message.id)).toBe(message.content);
    // And it still takes writes.
    expect(
      (await post(`${again.url}/api/listings`, a.token, { title: 'After', price: 1 })).status,
    ).toBe(201);
  } finally {
    await again.stop();
  }
}

const common = {
  JWT_SECRET: 'crash-secret-crash-secret-crash-secret-0',
  RATE_LIMITS: 'false',
  BCRYPT_ROUNDS: '10',
};

describe('a crash in the middle of writes', () => {
  itEmbeddedOnly(
    'loses no acknowledged write on the embedded database',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'homegrown-crash-'));
      dirs.push(dir);
      await crashAndCheck({ ...common, DATA_DIR: dir });
    },
    120_000,
  );

  it.skipIf(!baseUrl)(
    'loses no acknowledged write on PostgreSQL',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'homegrown-crash-pg-'));
      dirs.push(dir);
      await crashAndCheck({ ...common, DATA_DIR: dir, DATABASE_URL: await freshPostgres() });
    },
    120_000,
  );
});
