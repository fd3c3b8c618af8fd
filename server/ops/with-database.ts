import type { Config } from '@server/config';
import { type Db, openDatabase } from '@server/db/client';
import { holdEmbeddedLock } from './embedded-lock';

/**
 * Runs an operator's command on the server's database, migrated: on the embedded one only while
 * no server holds its folder (one process per data folder, docs/operations.md).
 */
export async function withOpsDatabase<T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> {
  const release = config.databaseUrl ? () => {} : holdEmbeddedLock(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    try {
      await database.migrate();
      return await work(database.db);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
