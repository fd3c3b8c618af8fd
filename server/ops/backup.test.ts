import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { users } from '@server/db/schema';
import { itEmbeddedOnly } from '@server/test/embedded-only';
import { createScratchDatabase, dropScratchDatabase } from '@server/test/scratch-database';
import { afterAll, describe, expect, it } from 'vitest';
import { backup } from './backup';
import { holdEmbeddedLock } from './embedded-lock';
import { restore } from './restore';

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `homegrown-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function addMember(config: ReturnType<typeof loadConfig>, username: string) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await database.db.insert(users).values({
    email: `${username}@example.com`,
    username,
    passwordHash: 'x',
    firstName: 'F',
    lastName: 'L',
  });
  const names = (await database.db.select({ username: users.username }).from(users)).map(
    (u) => u.username,
  );
  await database.close();
  return names.sort();
}

async function roundTrip(config: ReturnType<typeof loadConfig>) {
  expect(await addMember(config, 'before_backup')).toEqual(['before_backup']);
  await mkdir(path.join(config.uploadsDir, 'listings'), { recursive: true });
  writeFileSync(path.join(config.uploadsDir, 'listings', 'photo.webp'), 'photo-bytes');

  const archive = path.join(tempDir('archive'), 'backup.tar.gz');
  await backup(config, archive);

  expect(await addMember(config, 'after_backup')).toEqual(['after_backup', 'before_backup']);
  rmSync(path.join(config.uploadsDir, 'listings', 'photo.webp'));
  writeFileSync(path.join(config.uploadsDir, 'stray.webp'), 'stray');

  const manifest = await restore(config, archive);
  expect(manifest.format).toBe('homegrown-backup');
  expect(readFileSync(path.join(config.uploadsDir, 'listings', 'photo.webp'), 'utf8')).toBe(
    'photo-bytes',
  );
  expect(existsSync(path.join(config.uploadsDir, 'stray.webp'))).toBe(false);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const names = (await database.db.select({ username: users.username }).from(users)).map(
    (u) => u.username,
  );
  await database.close();
  expect(names).toEqual(['before_backup']);
}

describe('backup and restore', () => {
  // It starts an embedded PostgreSQL three times, migrates one from empty, and archives and
  // unpacks its whole folder: about 12 s of CPU alone, twice that beside another test file on a
  // two-core machine (CI), where the suite's 20 s cut it short.
  itEmbeddedOnly(
    'round-trips the embedded database and the uploads',
    async () => {
      const config = loadConfig({ DATA_DIR: tempDir('embedded'), JWT_SECRET: 'x'.repeat(32) });
      await roundTrip(config);
    },
    60_000,
  );

  itEmbeddedOnly('refuses to copy an embedded database a running server holds', async () => {
    const config = loadConfig({ DATA_DIR: tempDir('locked'), JWT_SECRET: 'x'.repeat(32) });
    await addMember(config, 'someone');
    const lockPath = path.join(config.dataDir, 'server.pid');
    const release = holdEmbeddedLock(config.dataDir);
    // Our own pid counts as "no other owner"; pretend the server is the parent process.
    writeFileSync(lockPath, String(process.ppid));
    await expect(backup(config, path.join(tempDir('x'), 'b.tar.gz'))).rejects.toThrow(
      /stop it first/,
    );
    release();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'round-trips a PostgreSQL database and the uploads',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `homegrown_backup_${process.pid}`;
      const dbUrl = await createScratchDatabase(url, name);
      try {
        const config = loadConfig({
          DATA_DIR: tempDir('pg'),
          DATABASE_URL: dbUrl,
          JWT_SECRET: 'x'.repeat(32),
        });
        await roundTrip(config);
      } finally {
        await dropScratchDatabase(url, name);
      }
    },
  );
});
