import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '@server/config';
import { migrationsFolder, pgliteExtensions } from '@server/db/client';
import { type Manifest, run } from './archive';
import { embeddedOwner } from './embedded-lock';

function migrationCount(): number {
  return readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length;
}

/**
 * Writes one .tar.gz with the database (a PGlite data-dir dump, or pg_dump's custom format)
 * and every uploaded photo. PostgreSQL is dumped live and consistently by pg_dump; the
 * embedded database must not be open in a running server.
 */
export async function backup(config: Config, outFile: string): Promise<string> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'homegrown-backup-'));
  try {
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    if (config.databaseUrl) {
      run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--file',
        path.join(work, 'database.pgdump'),
        config.databaseUrl,
      ]);
    } else {
      const owner = embeddedOwner(config.dataDir);
      if (owner)
        throw new Error(`The server (pid ${owner}) has the embedded database open: stop it first.`);
      const dbDir = path.join(config.dataDir, 'db');
      if (!existsSync(dbDir)) throw new Error(`No embedded database at ${dbDir}`);
      const client = await PGlite.create(dbDir, { extensions: pgliteExtensions });
      const dump = await client.dumpDataDir('gzip');
      await client.close();
      writeFileSync(
        path.join(work, 'database.pglite.tar.gz'),
        Buffer.from(await dump.arrayBuffer()),
      );
    }
    mkdirSync(path.join(work, 'uploads'));
    if (existsSync(config.uploadsDir))
      cpSync(config.uploadsDir, path.join(work, 'uploads'), { recursive: true });
    const manifest: Manifest = {
      format: 'homegrown-backup',
      version: 1,
      created_at: new Date().toISOString(),
      database: kind,
      migrations: migrationCount(),
    };
    writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    run('tar', ['-czf', path.resolve(outFile), '-C', work, '.']);
    return path.resolve(outFile);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
