import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '@server/config';
import { pgliteExtensions } from '@server/db/client';
import { type Manifest, run } from './archive';
import { embeddedOwner } from './embedded-lock';

/**
 * Restores a backup made by backup(): the database is replaced (PostgreSQL: objects dropped
 * and recreated by pg_restore; embedded: the data directory swapped), then the uploads.
 * Migrations newer than the backup apply at the next start, as after any upgrade.
 */
export async function restore(config: Config, archive: string): Promise<Manifest> {
  if (!existsSync(archive)) throw new Error(`No backup at ${archive}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'homegrown-restore-'));
  try {
    run('tar', ['-xzf', path.resolve(archive), '-C', work]);
    const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 'homegrown-backup') throw new Error('Not a Homegrown backup');
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== target) {
      throw new Error(
        `This backup holds a ${manifest.database} database; the configuration uses ${target}.`,
      );
    }
    if (config.databaseUrl) {
      run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--dbname',
        config.databaseUrl,
        path.join(work, 'database.pgdump'),
      ]);
    } else {
      const owner = embeddedOwner(config.dataDir);
      if (owner)
        throw new Error(`The server (pid ${owner}) has the embedded database open: stop it first.`);
      const dbDir = path.join(config.dataDir, 'db');
      const staging = `${dbDir}.restoring`;
      rmSync(staging, { recursive: true, force: true });
      const dump = readFileSync(path.join(work, 'database.pglite.tar.gz'));
      const client = await PGlite.create(staging, {
        loadDataDir: new Blob([dump]),
        extensions: pgliteExtensions,
      });
      await client.close();
      rmSync(dbDir, { recursive: true, force: true });
      renameSync(staging, dbDir);
    }
    const uploads = path.resolve(config.uploadsDir);
    rmSync(uploads, { recursive: true, force: true });
    mkdirSync(path.dirname(uploads), { recursive: true });
    renameSync(path.join(work, 'uploads'), uploads);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
