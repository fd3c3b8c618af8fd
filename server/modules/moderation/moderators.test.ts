import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { parseModeratorEmails } from '@server/config-env';
import { openDatabase } from '@server/db/client';
import { users } from '@server/db/schema';
import { MODERATOR_USAGE, moderatorCommand } from '@server/ops/moderators';
import { setupTestApp } from '@server/test/app';
import { createUser, reloadUser } from '@server/test/factories';
import { afterAll, describe, expect, it } from 'vitest';
import { applyModeratorEmails, setModerator } from './moderators';

const NAMED = 'Head.Gardener@Example.com';
const testApp = setupTestApp({ MODERATOR_EMAILS: ` ${NAMED} , second@example.com,` });
const ctx = () => testApp().ctx;
const roleOf = async (id: number) => (await reloadUser(ctx(), id))!.role;

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'homegrown-moderators-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('MODERATOR_EMAILS', () => {
  it('is read comma-separated and without case, and refused when not addresses', async () => {
    expect(parseModeratorEmails(' A@x.org, b@Y.org ,,a@X.org ')).toEqual(['a@x.org', 'b@y.org']);
    expect(ctx().config.moderatorEmails).toEqual([
      'head.gardener@example.com',
      'second@example.com',
    ]);
    expect(() =>
      loadConfig({
        DATA_DIR: path.join(os.tmpdir(), 'homegrown-cfg'),
        MODERATOR_EMAILS: 'a@x.org, nobody',
      }),
    ).toThrow('MODERATOR_EMAILS must be e-mail addresses separated by commas');
  });

  it('makes a member who signs up with a named address a moderator, and no one else', async () => {
    const signUp = (email: string, username: string) =>
      testApp()
        .api.post('/api/auth/register')
        .send({
          email,
          username,
          first_name: 'Head',
          last_name: 'Gardener',
          password: 'a-long-garden-password',
        })
        .expect(201);
    const named = await signUp('head.gardener@EXAMPLE.com', 'headgardener');
    const plain = await signUp('plain.gardener@example.com', 'plaingardener');
    const profile = (token: string) =>
      testApp().api.get('/api/auth/profile').set('Authorization', `Bearer ${token}`).expect(200);
    expect((await profile(named.body.access_token)).body.is_moderator).toBe(true);
    expect((await profile(plain.body.access_token)).body.is_moderator).toBe(false);
    await testApp()
      .api.get('/api/moderation/reports')
      .set('Authorization', `Bearer ${named.body.access_token}`)
      .expect(200);
  });

  it('promotes the named members already signed up at start-up, and only adds', async () => {
    const [named, other, gone] = await Promise.all([
      createUser(ctx(), { email: 'second@example.com' }),
      createUser(ctx()),
      createUser(ctx(), { email: 'gone@example.com', deletedAt: new Date() }),
    ]);
    const promoted = await applyModeratorEmails(ctx().db, [
      'second@example.com',
      'gone@example.com',
    ]);
    expect(promoted).toEqual([named.id]);
    expect(await roleOf(named.id)).toBe('moderator');
    expect(await roleOf(other.id)).toBe('member');
    expect(await roleOf(gone.id)).toBe('member');
    expect(await applyModeratorEmails(ctx().db, [])).toEqual([]);
  });
});

describe('moderator add / remove', () => {
  it('changes one member’s role by address, and says when no member has it', async () => {
    const member = await createUser(ctx());
    expect(await setModerator(ctx().db, member.email.toUpperCase(), true)).toEqual({
      outcome: 'changed',
      userId: member.id,
      username: member.username,
    });
    expect(await roleOf(member.id)).toBe('moderator');
    expect((await setModerator(ctx().db, member.email, true)).outcome).toBe('unchanged');
    expect((await setModerator(ctx().db, member.email, false)).outcome).toBe('changed');
    expect(await roleOf(member.id)).toBe('member');
    expect(await setModerator(ctx().db, 'nobody@example.com', true)).toEqual({
      outcome: 'no-member',
    });
  });

  it('reaches a running server once the member’s cached session goes', async () => {
    const member = await createUser(ctx(), { role: 'moderator' });
    const desk = () => testApp().as(member).get('/api/moderation/reports');
    expect((await desk()).status).toBe(200);
    await setModerator(ctx().db, member.email, false);
    // What the cache's time limit does at worst (SESSION_CACHE_TTL_MS), done at once here.
    ctx().sessions.forget({ userId: member.id });
    expect((await desk()).status).toBe(404);
  });

  it('works on the embedded database through the command, and through `npm run ops`’s CLI', async () => {
    const dataDir = await tempDir();
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      MODERATOR_EMAILS: 'kept@example.com',
    };
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    await database.migrate();
    await database.db.insert(users).values(
      ['rose@example.com', 'kept@example.com'].map((email) => ({
        email,
        username: email.split('@')[0]!,
        firstName: 'Rose',
        lastName: 'Grower',
        passwordHash: 'x',
      })),
    );
    await database.close();

    const config = loadConfig(env);
    expect(await moderatorCommand(config, 'add', 'Rose@example.com')).toBe(
      'rose (Rose@example.com) is now a moderator.',
    );
    expect(await moderatorCommand(config, 'add', 'rose@example.com')).toBe(
      'rose (rose@example.com) was already a moderator.',
    );
    await expect(moderatorCommand(config, 'add', 'nobody@example.com')).rejects.toThrow(
      'No member has the address nobody@example.com.',
    );
    await expect(moderatorCommand(config, 'promote', 'rose@example.com')).rejects.toThrow(
      MODERATOR_USAGE,
    );

    // The real command, once: what it says, and that it succeeds.
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', 'moderator', ...args], {
        cwd: path.resolve(import.meta.dirname, '..', '..', '..'),
        env: { PATH: process.env.PATH, ...env, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
    const removed = run('remove', 'kept@example.com');
    expect(removed.stderr).toBe('');
    expect(removed.status).toBe(0);
    expect(removed.stdout).toContain('kept (kept@example.com) was not a moderator.');
    expect(removed.stdout).toContain('MODERATOR_EMAILS still names this address');

    const check = await openDatabase({ databaseUrl: undefined, dataDir });
    const roles = await check.db.select({ email: users.email, role: users.role }).from(users);
    await check.close();
    expect(roles.find((r) => r.email === 'rose@example.com')?.role).toBe('moderator');
    expect(roles.find((r) => r.email === 'kept@example.com')?.role).toBe('member');
  }, 60_000);
});
