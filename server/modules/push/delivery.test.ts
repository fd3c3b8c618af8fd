import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type FakeDevice,
  type FakePushService,
  startFakePushService,
} from '@server/test/fakes/push-service';
import {
  type RegisteredMember,
  registerOverHttp,
  type ServerProcess,
  startServerProcess,
} from '@server/test/reliability/server-process';
import { createScratchDatabase, dropScratchDatabase } from '@server/test/scratch-database';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Web Push end to end (docs/product.md §8.10): the real server, as its own process, sends to a
 * push service on 127.0.0.1 over HTTPS whose self-signed certificate it trusts through
 * NODE_EXTRA_CA_CERTS (read by Node at process start only, hence the separate process). Each
 * kind comes from its real flow: a friend request, its acceptance, a match, a message.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const database = `homegrown_push_${process.pid}_${Date.now()}`;
let service: FakePushService;
let server: ServerProcess;
let dataDir: string;
let publicKey: string;

beforeAll(async () => {
  service = await startFakePushService();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'homegrown-push-data-'));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    RATE_LIMITS: 'false',
    NODE_EXTRA_CA_CERTS: service.caFile,
    PUSH_ALLOWED_HOSTS: service.host,
    ...(baseUrl ? { DATABASE_URL: await createScratchDatabase(baseUrl, database) } : {}),
  });
  publicKey = ((await (await fetch(`${server.url}/api/push/public-key`)).json()) as { key: string })
    .key;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await service?.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (baseUrl) await dropScratchDatabase(baseUrl, database);
});

const call = async (member: RegisteredMember, method: string, url: string, body?: object) =>
  fetch(`${server.url}/api${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.token}` },
    body: body && JSON.stringify(body),
  });

async function json<T>(res: Promise<Response>, status: number): Promise<T> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

let names = 0;
async function memberWithDevice(pathname: string) {
  const member = await registerOverHttp(server.url, `push_${process.pid % 10000}_${++names}`);
  const device = service.device(pathname);
  await json(call(member, 'POST', '/push/subscriptions', device), 201);
  return { ...member, device };
}

const at = (pathname: string) => service.received.filter((r) => r.path === pathname);

async function until(check: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The n-th push a device got: checked as RFC 8030/8291/8292 want it, answered decrypted. */
async function push(device: FakeDevice, pathname: string, n: number) {
  await until(() => at(pathname).length >= n, `push ${n} to ${pathname}`);
  const { headers, body } = at(pathname)[n - 1]!;
  expect(headers.ttl).toBe('86400');
  expect(headers['content-encoding']).toBe('aes128gcm');
  expect(headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
  const vapid = /^vapid t=([\w-]+\.([\w-]+)\.[\w-]+), k=([\w-]+)$/.exec(
    headers.authorization ?? '',
  );
  expect(vapid, headers.authorization).not.toBeNull();
  expect(vapid![3]).toBe(publicKey);
  const claims = JSON.parse(Buffer.from(vapid![2]!, 'base64url').toString('utf8'));
  expect(claims.aud).toBe(`https://${service.host}`);
  expect(claims.sub).toBe('mailto:support@homegrown.community');
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  expect(body.length).toBeGreaterThan(0);
  return device.open(body) as { title: string; body: string; url: string; tag: string };
}

describe('Web Push through a push service', () => {
  it('pushes a friend request, its acceptance and a match, one POST each', async () => {
    const ann = await memberWithDevice('/ann');
    const bob = await memberWithDevice('/bob');
    const asked = await json<{ request_id: number }>(
      call(ann, 'POST', '/auth/friends/request', { friend_id: bob.id }),
      201,
    );
    const request = await push(bob.device, '/bob', 1);
    expect(request).toMatchObject({
      title: 'Friend request',
      url: expect.stringMatching(/\/myfriends\?view=pending$/),
      tag: `friend_request:${ann.id}`,
    });
    expect(request.body).toMatch(/asked to be your friend$/);

    await json(
      call(bob, 'POST', '/auth/friends/respond', { request_id: asked.request_id, accept: true }),
      200,
    );
    const accepted = await push(ann.device, '/ann', 1);
    expect(accepted).toMatchObject({ title: 'New friend', tag: `friend_accepted:${bob.id}` });
    expect(accepted.body).toMatch(/accepted your friend request$/);

    await json(call(bob, 'POST', '/listings/want-listings', { title: 'tomatoes' }), 201);
    const listing = await json<{ id: number }>(
      call(ann, 'POST', '/listings', { title: 'Sweet tomatoes', price: 1 }),
      201,
    );
    const match = await push(bob.device, '/bob', 2);
    expect(match).toMatchObject({
      title: 'A match for your wish list',
      url: expect.stringMatching(new RegExp(`/listings/${listing.id}$`)),
      tag: `match:${listing.id}`,
    });
    await pause(500);
    expect(at('/bob')).toHaveLength(2);
    expect(at('/ann')).toHaveLength(1);
  });

  it('pushes an unread message once per conversation until it is read, and not to an open tab', async () => {
    const ann = await memberWithDevice('/ann-writes');
    const bob = await memberWithDevice('/bob-reads');
    for (const content of ['Tomatoes ready?', 'Still there?', 'Hello?'])
      await json(call(ann, 'POST', '/messages', { receiver_id: bob.id, content }), 201);
    const first = await push(bob.device, '/bob-reads', 1);
    expect(first).toEqual({
      title: expect.stringContaining('Message from'),
      body: 'Tomatoes ready?',
      url: expect.stringMatching(new RegExp(`/messages/${ann.id}$`)),
      tag: `message:${ann.id}`,
    });
    await pause(1000);
    expect(at('/bob-reads')).toHaveLength(1);

    await json(call(bob, 'POST', `/messages/${ann.id}/mark-thread-read`), 200);
    await json(call(ann, 'POST', '/messages', { receiver_id: bob.id, content: 'Picked!' }), 201);
    expect((await push(bob.device, '/bob-reads', 2)).body).toBe('Picked!');

    // With a tab open the chat's badge tells: no push, even after reading.
    await json(call(bob, 'POST', `/messages/${ann.id}/mark-thread-read`), 200);
    const tab = io(server.url, { auth: { token: bob.token }, transports: ['websocket'] });
    try {
      await new Promise<void>((resolve, reject) => {
        tab.once('connect', resolve);
        tab.once('connect_error', reject);
      });
      await json(call(ann, 'POST', '/messages', { receiver_id: bob.id, content: 'See you' }), 201);
      await pause(1000);
      expect(at('/bob-reads')).toHaveLength(2);
    } finally {
      tab.disconnect();
    }
  });

  it('forgets a device its push service calls gone (410)', async () => {
    service.answer('/gone', { status: 410 });
    const ann = await memberWithDevice('/ann-gone');
    const carol = await memberWithDevice('/gone');
    await json(call(ann, 'POST', '/messages', { receiver_id: carol.id, content: 'Hi' }), 201);
    await until(() => at('/gone').length === 1, 'the push to a gone device');
    await pause(500);
    const forgotten = await call(carol, 'DELETE', '/push/subscriptions', {
      endpoint: carol.device.endpoint,
    });
    expect(forgotten.status).toBe(404);
  });

  it('retries a failed push in the background, and the request never waits for it', async () => {
    service.answer('/flaky', { status: 503 }, { status: 201 });
    service.answer('/slow', { status: 201, delayMs: 8000 });
    const ann = await memberWithDevice('/ann-retry');
    const dave = await memberWithDevice('/flaky');
    const erin = await memberWithDevice('/slow');
    await json(call(ann, 'POST', '/messages', { receiver_id: dave.id, content: 'Hi' }), 201);
    await until(() => at('/flaky').length === 2, 'the retry', 15_000);
    expect((await push(dave.device, '/flaky', 2)).body).toBe('Hi');

    const started = Date.now();
    await json(call(ann, 'POST', '/messages', { receiver_id: erin.id, content: 'Slow' }), 201);
    expect(Date.now() - started).toBeLessThan(2000);
    await until(() => at('/slow').length === 1, 'the slow push');
  });

  it('refuses an endpoint of a host not allowed, even on the test host (422)', async () => {
    const ann = await registerOverHttp(server.url, `push_${process.pid % 10000}_refused`);
    const other = service.host.replace(/:\d+$/, ':1');
    const res = await call(ann, 'POST', '/push/subscriptions', {
      ...service.device('/x'),
      endpoint: `https://${other}/x`,
    });
    expect(res.status).toBe(422);
  });
});
