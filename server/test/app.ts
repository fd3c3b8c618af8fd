import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '@server/app';
import { createContext } from '@server/bootstrap';
import { type Config, loadConfig } from '@server/config';
import type { AppContext } from '@server/context';
import { createLogger } from '@server/lib/logger';
import type { Express } from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { freshDatabase } from './database';

export interface TestApp {
  ctx: AppContext;
  app: Express;
  dataDir: string;
  /** A supertest agent; `.as(user)` adds the bearer token. */
  api: ReturnType<typeof supertest>;
  as(user: { token: string }): AuthedAgent;
  /** The e-mails the mailer wrote to the outbox, oldest first, once the mail queue is idle. */
  outbox(): Promise<string[]>;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type AuthedAgent = Record<Method, (url: string) => supertest.Test>;

/** The token secret of every test app (tests sign what the server would sign). */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

export async function buildTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homegrown-data-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMITS: 'false',
    BCRYPT_ROUNDS: '10',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  const database = await freshDatabase();
  const ctx = createContext(config, database, createLogger(config.logLevel));
  // As in production: what a request enqueues runs in the background (await ctx.jobs.idle()).
  ctx.jobs.start();
  const app = createApp(ctx);
  const api = supertest(app);
  return {
    ctx,
    app,
    dataDir,
    api,
    as(user) {
      const auth = (test: supertest.Test) => test.set('Authorization', `Bearer ${user.token}`);
      return {
        get: (url) => auth(api.get(url)),
        post: (url) => auth(api.post(url)),
        put: (url) => auth(api.put(url)),
        patch: (url) => auth(api.patch(url)),
        delete: (url) => auth(api.delete(url)),
      };
    },
    async outbox() {
      await ctx.jobs.idle();
      const files = (await readdir(config.outboxDir)).sort();
      return Promise.all(files.map((f) => readFile(path.join(config.outboxDir, f), 'utf8')));
    },
  };
}

/** Stops a test app's jobs, closes its database and removes its data folder. */
export async function closeTestApp(testApp: TestApp) {
  await testApp.ctx.jobs.stop();
  await testApp.ctx.database.close();
  await rm(testApp.dataDir, { recursive: true, force: true });
}

/** One app and database per test file, closed after it. */
export function setupTestApp(overrides?: Record<string, string>): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(overrides);
  });
  afterAll(async () => {
    if (testApp) await closeTestApp(testApp);
  });
  return () => {
    if (!testApp) throw new Error('setupTestApp() is only available inside tests');
    return testApp;
  };
}
