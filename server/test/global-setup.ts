import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres } from '@server/db/client';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createScratchDatabase } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string | undefined;
  }
}

/**
 * Migrates once per run: a PGlite data-dir dump that every test file loads into its own
 * in-memory database and, with TEST_DATABASE_URL, a PostgreSQL template database that every
 * test file clones (CREATE DATABASE … TEMPLATE is a fast file copy).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'homegrown-test-'));
  const embedded = await openPglite(undefined);
  await embedded.migrate();
  const client = (embedded.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const dumpPath = path.join(dir, 'migrated.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await embedded.close();
  project.provide('pgliteDump', dumpPath);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | undefined;
  if (url) {
    template = `homegrown_template_${process.pid}`;
    const db = await openPostgres(await createScratchDatabase(url, template), 1);
    await db.migrate();
    await db.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 || '%'`,
        [template],
      );
      for (const row of rows)
        await admin.query(`drop database if exists "${row.datname}" with (force)`);
      await admin.end();
    }
  };
}
