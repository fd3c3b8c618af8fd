import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MemberNotification, Message } from '@common/types';
import { openPostgres } from '@server/db/client';
import { createScratchDatabase, dropScratchDatabase } from '@server/test/scratch-database';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two real server processes on one PostgreSQL database and one Redis: a member connected to
 * one process receives what is sent through the other (the Socket.IO Redis adapter).
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL_TEST ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'cluster-secret-cluster-secret-cluster-secret';

interface Instance {
  child: ChildProcess;
  url: string;
}

async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      DEMO_DATA: 'false',
      RATE_LIMITS: 'false',
      BCRYPT_ROUNDS: '10',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/"url":"(http:\/\/127\.0\.0\.1:\d+)".*Homegrown is listening/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function register(url: string, name: string) {
  const username = `${name}_${process.pid}_${Date.now() % 100000}`;
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `${username}@example.com`,
      username,
      password: 'garden-password-1',
      first_name: 'Green',
      last_name: 'Thumb',
    }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; user: { id: number } };
  return { id: body.user.id, token: body.access_token };
}

function connectTo(url: string, token: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], auth: { token }, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function collect(socket: Socket): Message[] {
  const received: Message[] = [];
  socket.on('new_message', (m: Message) => received.push(m));
  return received;
}

describe.skipIf(!baseUrl)(
  baseUrl
    ? 'two server processes behind Redis'
    : 'two server processes behind Redis: skipped, set TEST_DATABASE_URL to run it (CI does)',
  () => {
    const dbName = `homegrown_cluster_${process.pid}_${Date.now()}`;
    const instances: Instance[] = [];
    const sockets: Socket[] = [];
    let dataDir = '';

    beforeAll(async () => {
      const dbUrl = new URL(await createScratchDatabase(baseUrl!, dbName));
      // Migrate once here, so the two processes do not race to create the same tables.
      const database = await openPostgres(dbUrl.toString(), 1);
      await database.migrate();
      await database.close();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'homegrown-cluster-'));
      instances.push(
        ...(await Promise.all([
          startInstance(dbUrl.toString(), path.join(dataDir, 'one')),
          startInstance(dbUrl.toString(), path.join(dataDir, 'two')),
        ])),
      );
    }, 90_000);

    afterAll(async () => {
      for (const s of sockets) s.disconnect();
      await Promise.all(
        instances.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await dropScratchDatabase(baseUrl!, dbName);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }, 30_000);

    it('delivers between members connected to different processes', async () => {
      const [one, two] = instances as [Instance, Instance];
      expect(one.url).not.toBe(two.url);
      const a = await register(one.url, 'ann');
      const b = await register(two.url, 'bob');
      const c = await register(two.url, 'cid');
      const [aSocket, bSocket, cSocket] = await Promise.all([
        connectTo(one.url, a.token),
        connectTo(two.url, b.token),
        connectTo(two.url, c.token),
      ]);
      sockets.push(aSocket, bSocket, cSocket);
      const [aIn, bIn, cIn] = [collect(aSocket), collect(bSocket), collect(cSocket)];

      // A on process one writes over the socket; B on process two receives it.
      const ack = (await aSocket.timeout(5000).emitWithAck('send_message', {
        receiver_id: b.id,
        content: 'Across the fence',
      })) as Message;
      expect(ack).toMatchObject({ sender_id: a.id, receiver_id: b.id });
      await expect.poll(() => bIn.map((m) => m.id), { timeout: 5000 }).toEqual([ack.id]);

      // B answers over REST through process one; B's own socket on process two hears it too.
      const res = await fetch(`${one.url}/api/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${b.token}` },
        body: JSON.stringify({ receiver_id: a.id, content: 'Over the wall' }),
      });
      expect(res.status).toBe(201);
      const reply = (await res.json()) as Message;
      await expect.poll(() => aIn.map((m) => m.id), { timeout: 5000 }).toEqual([ack.id, reply.id]);
      await expect.poll(() => bIn.map((m) => m.id), { timeout: 5000 }).toEqual([ack.id, reply.id]);

      // The threads list read through process two sees both.
      const threads = await fetch(`${two.url}/api/messages`, {
        headers: { Authorization: `Bearer ${a.token}` },
      });
      expect(((await threads.json()) as { last_message: Message }[])[0]?.last_message.id).toBe(
        reply.id,
      );
      // C heard none of it: a message to C sent through process one after all that takes the
      // same road through Redis, behind anything sent C's way before, and is the first C hears.
      const sentinel = (await aSocket.timeout(5000).emitWithAck('send_message', {
        receiver_id: c.id,
        content: 'Sentinel',
      })) as Message;
      await expect.poll(() => cIn.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(cIn.map((m) => m.id)).toEqual([sentinel.id]);
    });

    it('brings every kind of notification made on one process to the member’s tab on the other', async () => {
      const [one, two] = instances as [Instance, Instance];
      const ivy = await register(one.url, 'ivy');
      const jo = await register(two.url, 'jo');
      const joTab = await connectTo(two.url, jo.token);
      sockets.push(joTab);
      const heard: MemberNotification[] = [];
      joTab.on('notification', (n: MemberNotification) => heard.push(n));
      const res = await fetch(`${one.url}/api/auth/friends/request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ivy.token}` },
        body: JSON.stringify({ friend_id: jo.id }),
      });
      expect(res.status).toBe(201);
      await expect
        .poll(() => heard, { timeout: 5000 })
        .toMatchObject([{ type: 'friend_request', actor: { id: ivy.id } }]);

      // Jo accepts on process two; Ivy's tab on process one hears it.
      const ivyTab = await connectTo(one.url, ivy.token);
      sockets.push(ivyTab);
      const ivyHeard: MemberNotification[] = [];
      ivyTab.on('notification', (n: MemberNotification) => ivyHeard.push(n));
      const asJo = { 'Content-Type': 'application/json', Authorization: `Bearer ${jo.token}` };
      const requests = (await (
        await fetch(`${two.url}/api/auth/friends/requests`, { headers: asJo })
      ).json()) as { id: number }[];
      const accepted = await fetch(`${two.url}/api/auth/friends/respond`, {
        method: 'POST',
        headers: asJo,
        body: JSON.stringify({ request_id: requests[0]?.id, accept: true }),
      });
      expect(accepted.status).toBe(200);
      await expect
        .poll(() => ivyHeard, { timeout: 5000 })
        .toMatchObject([{ type: 'friend_accepted', actor: { id: jo.id } }]);

      // Jo wants garlic (process two); Ivy, now a friend, lists garlic on process one.
      const want = await fetch(`${two.url}/api/listings/want-listings`, {
        method: 'POST',
        headers: asJo,
        body: JSON.stringify({ title: 'garlic', category_id: 1 }),
      });
      expect(want.status).toBe(201);
      const listing = await fetch(`${one.url}/api/listings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ivy.token}` },
        body: JSON.stringify({ title: 'Garlic bulbs', type_id: 1, price: 2, category_id: 1 }),
      });
      expect(listing.status).toBe(201);
      await expect
        .poll(() => heard.map((n) => n.type), { timeout: 5000 })
        .toEqual(['friend_request', 'match']);
    });

    it('refuses a token on every process once it is revoked on one', async () => {
      const [one, two] = instances as [Instance, Instance];
      const ann = await register(one.url, 'ada');
      const profile = (url: string) =>
        fetch(`${url}/api/auth/profile`, { headers: { Authorization: `Bearer ${ann.token}` } });
      // Both processes have just accepted the token, so both hold it in their session cache;
      // process two also has a socket open with it.
      expect((await profile(one.url)).status).toBe(200);
      expect((await profile(two.url)).status).toBe(200);
      const socket = await connectTo(two.url, ann.token);
      sockets.push(socket);
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      const logout = await fetch(`${one.url}/api/auth/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ann.token}` },
      });
      expect(logout.status).toBe(204);
      await expect.poll(async () => (await profile(two.url)).status, { timeout: 2000 }).toBe(401);
      expect((await profile(one.url)).status).toBe(401);
      expect(await closed).toBe('io server disconnect');
    });

    it('refuses a member’s old tokens on every process once the password changes on one', async () => {
      const [one, two] = instances as [Instance, Instance];
      const bo = await register(one.url, 'bo');
      const profile = (url: string, token: string) =>
        fetch(`${url}/api/auth/profile`, { headers: { Authorization: `Bearer ${token}` } });
      expect((await profile(two.url, bo.token)).status).toBe(200);
      const changed = await fetch(`${one.url}/api/auth/profile`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bo.token}` },
        body: JSON.stringify({
          password: 'a-new-garden-password-2',
          current_password: 'garden-password-1',
        }),
      });
      expect(changed.status).toBe(200);
      const { access_token } = (await changed.json()) as { access_token: string };
      await expect
        .poll(async () => (await profile(two.url, bo.token)).status, { timeout: 2000 })
        .toBe(401);
      expect((await profile(two.url, access_token)).status).toBe(200);
    });
  },
);
