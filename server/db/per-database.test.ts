import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { perDatabase } from './per-database';

describe('perDatabase', () => {
  it('builds once for each database and answers that same thing after', () => {
    const built: Db[] = [];
    const statementOf = perDatabase((db) => {
      built.push(db);
      return { for: db };
    });
    const one = {} as Db;
    const two = {} as Db;
    const first = statementOf(one);
    expect(statementOf(one)).toBe(first);
    expect(statementOf(two)).not.toBe(first);
    expect(statementOf(two).for).toBe(two);
    expect(built).toEqual([one, two]);
  });
});
