import type { Db } from './client';

/**
 * What is built once for each database and kept while it lives: prepared statements, caches
 * (docs/performance.md "Named statements"). Keyed weakly, so a database dropped (the tests open
 * many) takes what was built for it along.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
