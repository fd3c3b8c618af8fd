import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Database, type Db, openPostgres, pgliteExtensions } from '@server/db/client';
import { withCache } from '@server/db/per-database';
import * as schema from '@server/db/schema';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { createScratchDatabase, dropScratchDatabase } from './scratch-database';

let counter = 0;

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL when asked. */
export async function freshDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (url && template) {
    const name = `${template}_f${process.pid}_${Date.now()}_${counter++}`;
    const database = await openPostgres(await createScratchDatabase(url, name, { template }), 4);
    const close = database.close;
    return {
      ...database,
      async close() {
        await close();
        await dropScratchDatabase(url, name);
      },
    };
  }
  const dump = await readFile(inject('pgliteDump'));
  const client = await PGlite.create({
    loadDataDir: new Blob([dump]),
    extensions: pgliteExtensions,
  });
  const db = withCache(drizzle(client, { schema })) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {},
    close: async () => {
      if (!client.closed) await client.close();
    },
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
  };
}
