import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namingClient, StatementNames } from './named-statements';

const url = process.env.TEST_DATABASE_URL;

/** What this connection has prepared, as PostgreSQL itself lists it. */
async function prepared(client: pg.Client): Promise<{ name: string; statement: string }[]> {
  const { rows } = await client.query<{ name: string; statement: string }>(
    'select name, statement from pg_prepared_statements order by name',
  );
  return rows;
}

// Named statements are a node-postgres matter: the embedded database has no pool to name in.
describe.skipIf(!url)('named statements (PostgreSQL)', () => {
  const names = new StatementNames(2);
  const Client = namingClient(names);
  let client: pg.Client;
  beforeAll(async () => {
    client = new Client({ connectionString: url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  it('prepares a statement with parameters once, under one name for its text', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query({ text, values: [41] })).rows).toEqual([{ n: 42 }]);
    expect(await prepared(client)).toEqual([{ name: names.nameOf(text), statement: text }]);
  });

  it('leaves statements without parameters unnamed, several commands included', async () => {
    await client.query('select 1; select 2');
    expect(await prepared(client)).toHaveLength(1);
  });

  it('sends a shape past the limit unnamed, and keeps its own names', async () => {
    await client.query('select $1::int as a', [1]);
    await client.query('select $1::int as b', [2]);
    expect(names.size).toBe(2);
    expect((await prepared(client)).map((p) => p.statement)).toEqual([
      'select $1::int + 1 as n',
      'select $1::int as a',
    ]);
    await client.query({ text: 'select $1::int as c', values: [3], name: 'own' });
    expect((await prepared(client)).map((p) => p.name)).toContain('own');
  });
});
