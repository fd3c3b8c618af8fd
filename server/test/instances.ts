import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { rootCertificates } from 'node:tls';
import { createApp } from '@server/app';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/client';
import { createLogger } from '@server/lib/logger';
import { TEST_JWT_SECRET } from '@server/test/app';
import { freshDatabase } from '@server/test/database';
import { type FakePushService, startFakePushService } from '@server/test/fakes/push-service';
import { connected } from '@server/test/socket-server';
import { createAppSocketServer } from '@server/wiring/socket-server';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import supertest from 'supertest';

/**
 * Several instances of the app in this worker, as a cluster runs them: one database, one Redis
 * (the Socket.IO Redis adapter and the session channel), each its own HTTP server and sockets.
 */
export const clusterRedisUrl = process.env.REDIS_URL_TEST ?? process.env.REDIS_URL;

export interface Instance {
  ctx: AppContext;
  api: ReturnType<typeof supertest>;
  url: string;
  io: Server;
}

export interface Cluster {
  instances: Instance[];
  /** A member's tab on one instance: a plain socket.io-client, closed with the cluster. */
  tab(instance: Instance, token: string): Promise<Socket>;
  close(): Promise<void>;
}

async function startInstance(database: Database, env: Record<string, string>): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMITS: 'false',
    BCRYPT_ROUNDS: '10',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const redis = new Redis(clusterRedisUrl!);
  const ctx = createContext(config, database, createLogger(config.logLevel), redis);
  ctx.jobs.start();
  const app = createApp(ctx);
  const http = createServer(app);
  const io = createAppSocketServer(ctx, http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { ctx, api: supertest(app), url, io };
}

/** `count` instances on `database`; needs clusterRedisUrl (callers skip without it). */
export async function startCluster(
  database: Database,
  count = 2,
  env: Record<string, string> = {},
): Promise<Cluster> {
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) instances.push(await startInstance(database, env));
  const tabs: Socket[] = [];
  return {
    instances,
    async tab(instance, token) {
      const socket = connect(instance.url, {
        transports: ['websocket'],
        auth: { token },
        forceNew: true,
        reconnection: false,
      });
      tabs.push(socket);
      await connected(socket);
      return socket;
    },
    async close() {
      for (const tab of tabs) tab.disconnect();
      for (const { ctx, io } of instances) {
        await ctx.jobs.stop();
        await new Promise<void>((resolve) => io.close(() => resolve()));
        ctx.redis?.disconnect();
      }
    },
  };
}

/**
 * Other test files share this Redis, and with it the adapter's channel: a member of theirs with
 * our id and a tab open would look like ours. Ids far beyond any sequence keep them apart.
 */
export const unusedId = () => 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);

export interface PushCluster {
  cluster: Cluster;
  service: FakePushService;
  close(): Promise<void>;
}

/**
 * Two instances on a fresh database that push to a local HTTPS push service. NODE_EXTRA_CA_CERTS
 * is read only when a process starts, so this worker trusts the service's self-signed
 * certificate through the agent web-push sends with, until close(). One DATA_DIR: both
 * instances sign pushes with the same VAPID keys, as a cluster does.
 */
export async function startPushCluster(): Promise<PushCluster> {
  const service = await startFakePushService();
  const savedCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = [...rootCertificates, readFileSync(service.caFile, 'utf8')];
  const database = await freshDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homegrown-push-cluster-'));
  const cluster = await startCluster(database, 2, {
    DATA_DIR: dataDir,
    PUSH_ALLOWED_HOSTS: service.host,
  });
  return {
    cluster,
    service,
    async close() {
      await cluster.close();
      await database.close();
      await service.close();
      https.globalAgent.options.ca = savedCa;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
