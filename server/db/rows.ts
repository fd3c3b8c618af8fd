import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { perDatabase } from './per-database';

/**
 * The rows of a raw statement. node-postgres and PGlite both answer `{rows}` from
 * `db.execute`; some drivers answer the array itself.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

const dialect = new PgDialect();

/**
 * A raw statement built once, with placeholders (`sql.placeholder('me')`), and kept per
 * database under `name`: what rowsOf does, without assembling the SQL again on every request.
 * The pages every member opens most are built this way (docs/performance.md "Named statements").
 */
export function preparedRows<T>(name: string, build: () => SQL) {
  const prepared = perDatabase((db) =>
    db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false),
  );
  return async (db: Db, params: Record<string, unknown>): Promise<T[]> => {
    const result = (await prepared(db).execute(params)) as unknown as T[] | { rows: T[] };
    return Array.isArray(result) ? result : result.rows;
  };
}
