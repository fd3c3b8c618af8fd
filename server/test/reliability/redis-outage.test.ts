import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Message } from '@common/types';
import { deriveLocationKey } from '@server/config-keys';
import type { AppContext } from '@server/context';
import { type Database, openPostgres } from '@server/db/client';
import { createUser } from '@server/test/factories';
import { createScratchDatabase, dropScratchDatabase } from '@server/test/scratch-database';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * Two server processes on one PostgreSQL, with Redis behind a proxy we cut:
 * while Redis is away, messages are stored and reach the sender's tabs on the same server
 * (and rate limits fail open); when it returns, delivery across servers resumes.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = new URL(
  process.env.REDIS_URL_TEST ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
);

describe.skipIf(!baseUrl)(
  baseUrl ? 'a Redis outage' : 'a Redis outage: skipped, set TEST_DATABASE_URL to run it (CI does)',
  () => {
    const dbName = `homegrown_redis_outage_${process.pid}_${Date.now()}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'homegrown-redis-outage-'));
    const servers: ServerProcess[] = [];
    const SECRET = 'redis-outage-secret-redis-outage-secret';
    let database: Database;
    const sockets: Socket[] = [];
    let proxy: TcpProxy;

    beforeAll(async () => {
      const dbUrl = new URL(await createScratchDatabase(baseUrl!, dbName));
      database = await openPostgres(dbUrl.toString(), 1);
      await database.migrate();
      proxy = await startTcpProxy({
        host: redisUrl.hostname,
        port: Number(redisUrl.port || 6379),
      });
      for (const name of ['one', 'two']) {
        servers.push(
          await startServerProcess({
            DATA_DIR: path.join(dataDir, name),
            DATABASE_URL: dbUrl.toString(),
            REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
            JWT_SECRET: SECRET,
            RATE_LIMITS: 'true',
            BCRYPT_ROUNDS: '10',
          }),
        );
      }
    }, 60_000);

    afterAll(async () => {
      for (const s of sockets) s.disconnect();
      proxy?.restore();
      await Promise.all(servers.map((s) => s.stop()));
      await database?.close();
      await proxy?.close();
      await dropScratchDatabase(baseUrl!, dbName);
      rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    function connect(url: string, token: string): Promise<Socket> {
      const socket = io(url, { transports: ['websocket'], auth: { token }, forceNew: true });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    }

    const inbox = (socket: Socket) => {
      const got: number[] = [];
      socket.on('new_message', (m: Message) => got.push(m.id));
      return got;
    };
    const send = async (socket: Socket, receiver_id: number, content: string) =>
      (await socket.timeout(8000).emitWithAck('send_message', { receiver_id, content })) as Message;

    it('keeps local delivery going while Redis is away and resumes cross-server delivery', async () => {
      const [one, two] = servers as [ServerProcess, ServerProcess];
      // Members straight into the database: sign-ups are rate-limited per IP in the shared Redis.
      const config = { jwtSecret: SECRET, locationKey: deriveLocationKey(SECRET) };
      const ctx = { db: database.db, config } as AppContext;
      const [a, b] = [await createUser(ctx), await createUser(ctx)];
      const [aTab, aOther, bTab] = await Promise.all([
        connect(one.url, a.token),
        connect(one.url, a.token),
        connect(two.url, b.token),
      ]);
      const [aOtherIn, bIn] = [inbox(aOther), inbox(bTab)];

      const first = await send(aTab, b.id, 'Before the outage');
      await expect.poll(() => bIn, { timeout: 5000 }).toContain(first.id);

      proxy.cut();
      const began = Date.now();
      const during = await send(aTab, b.id, 'During the outage');
      expect(during).toMatchObject({ sender_id: a.id, content: 'During the outage' });
      await expect.poll(() => aOtherIn, { timeout: 5000 }).toContain(during.id);
      // REST too, through the (failing-open) rate limiter.
      const rest = await fetch(`${one.url}/api/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${a.token}` },
        body: JSON.stringify({ receiver_id: b.id, content: 'REST during the outage' }),
      });
      expect(rest.status).toBe(201);
      expect(Date.now() - began).toBeLessThan(10_000);
      expect((await fetch(`${one.url}/api/ready`)).status).toBe(503);

      proxy.restore();
      const deadline = Date.now() + 20_000;
      for (const server of [one, two]) {
        while ((await fetch(`${server.url}/api/ready`)).status !== 200) {
          if (Date.now() > deadline) throw new Error('Redis did not come back');
          await new Promise((r) => setTimeout(r, 250));
        }
      }
      // The subscriber may take a moment longer than the shared client to resubscribe.
      await expect
        .poll(
          async () => {
            const after = await send(aTab, b.id, 'After the outage');
            await new Promise((r) => setTimeout(r, 300));
            return bIn.includes(after.id);
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(true);
    }, 90_000);
  },
);
