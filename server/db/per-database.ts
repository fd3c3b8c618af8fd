import type { Db } from './client';

const CACHE = Symbol('built for this database');

/** What perDatabase built for one database, by builder. */
type Cache = Map<symbol, unknown>;

/**
 * Gives a database its cache, where perDatabase keeps what it builds for that database. Called
 * where each database is opened (server/db/client.ts, server/test/database.ts), so the cache
 * belongs to the database, and so to the context that holds it, and goes with them.
 */
export function withCache<T extends object>(db: T): T {
  const cache: Cache = new Map();
  Object.defineProperty(db, CACHE, { value: cache });
  return db;
}

/**
 * What is built once for each database and kept while it lives: prepared statements, caches
 * (docs/performance.md "Named statements"). A database without a cache (a transaction: its
 * statements belong to its own connection) gets a new one at each call.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const key = Symbol(build.name);
  return (db) => {
    const cache = Object.hasOwn(db, CACHE) ? (db as { [CACHE]?: Cache })[CACHE] : undefined;
    if (!cache) return build(db);
    if (cache.has(key)) return cache.get(key) as T;
    const value = build(db);
    cache.set(key, value);
    return value;
  };
}
