import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a raw statement. node-postgres and PGlite both answer `{rows}` from
 * `db.execute`; some drivers answer the array itself.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
