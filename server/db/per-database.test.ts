import { freshDatabase } from '@server/test/database';
import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { perDatabase, withCache } from './per-database';

describe('perDatabase', () => {
  it('builds once for each database and answers that same thing after', () => {
    const built: Db[] = [];
    const statementOf = perDatabase((db) => {
      built.push(db);
      return { for: db };
    });
    const one = withCache({}) as Db;
    const two = withCache({}) as Db;
    const first = statementOf(one);
    expect(statementOf(one)).toBe(first);
    expect(statementOf(two)).not.toBe(first);
    expect(statementOf(two).for).toBe(two);
    expect(built).toEqual([one, two]);
  });

  it("keeps what it built in the opened database's own cache, never in a transaction's", async () => {
    const database = await freshDatabase();
    try {
      const statementOf = perDatabase((db) => ({ for: db }));
      const first = statementOf(database.db);
      expect(statementOf(database.db)).toBe(first);
      // A transaction's statements run on its own connection: built for it, each time.
      await database.db.transaction(async (tx) => {
        const inside = statementOf(tx);
        expect(inside.for).toBe(tx);
        expect(statementOf(tx)).not.toBe(inside);
      });
    } finally {
      await database.close();
    }
  });
});
