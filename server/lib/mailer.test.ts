import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createApp } from '@server/app';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import type { AppContext } from '@server/context';
import { freshDatabase } from '@server/test/database';
import { createUser } from '@server/test/factories';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';

const contexts: AppContext[] = [];
afterAll(async () => {
  for (const ctx of contexts) {
    await ctx.jobs.stop();
    await ctx.database.close();
    await rm(ctx.config.dataDir, { recursive: true, force: true });
  }
});

/** An app writing mail to the outbox (no SMTP_URL), with everything it logs kept as text. */
async function outboxApp(nodeEnv: 'production' | 'development') {
  const config = loadConfig({
    NODE_ENV: nodeEnv,
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'homegrown-mailer-')),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    RATE_LIMITS: 'false',
    BCRYPT_ROUNDS: '10',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
  });
  let log = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      log += chunk;
      done();
    },
  });
  const ctx = createContext(config, await freshDatabase(), createLogger('info', sink));
  ctx.jobs.start();
  contexts.push(ctx);
  return { ctx, api: supertest(createApp(ctx)), log: () => log };
}

/** Asks for a password reset and returns the link the outbox e-mail carries. */
async function requestReset(app: Awaited<ReturnType<typeof outboxApp>>): Promise<string> {
  const member = await createUser(app.ctx);
  await app.api.post('/api/auth/request-password-reset').send({ email: member.email }).expect(200);
  await app.ctx.jobs.idle();
  const [file] = await readdir(app.ctx.config.outboxDir);
  // The .eml is quoted-printable: undo its soft line breaks and escapes.
  const eml = (await readFile(path.join(app.ctx.config.outboxDir, file!), 'utf8'))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const link = /https?:\/\/\S+?token=[\w.-]+/.exec(eml)?.[0];
  if (!link) throw new Error(`no reset link in the outbox e-mail:\n${eml}`);
  return link;
}

describe('the outbox mailer', () => {
  it('does not log a live reset link in production, only that a message was written', async () => {
    const app = await outboxApp('production');
    const link = await requestReset(app);
    const token = new URL(link).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(20);
    expect(app.log()).toContain('e-mail written to outbox');
    expect(app.log()).not.toContain(token);
    expect(app.log()).not.toContain('"link"');
  });

  it('logs the link in development, where it is how one signs in without a mail server', async () => {
    const app = await outboxApp('development');
    const link = await requestReset(app);
    const written = app
      .log()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; link?: string })
      .find((line) => line.msg === 'e-mail written to outbox');
    expect(written?.link).toBe(link);
  });
});
