import { PGlite } from '@electric-sql/pglite';
import { PGLITE_SESSION, pgliteExtensions } from '@server/db/client';
import pg from 'pg';

/** One connection to the bench database, whichever kind: the seed and the plans use it. */
export interface SqlClient {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters. */
  exec(text: string): Promise<void>;
  /** The driver itself, for a Drizzle instance on the same connection. */
  raw: PGlite | pg.Client;
  close(): Promise<void>;
}

export async function openPgliteClient(dir: string): Promise<SqlClient> {
  const client = await PGlite.create(dir, { extensions: pgliteExtensions });
  // The server's session settings, so that plans explained here are the server's plans.
  await client.exec(PGLITE_SESSION);
  return {
    kind: 'pglite',
    raw: client,
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query<T>(text, params)).rows;
    },
    async exec(text) {
      await client.exec(text);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPgClient(url: string): Promise<SqlClient> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    kind: 'postgres',
    raw: client,
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as T[];
    },
    async exec(text) {
      await client.query(text);
    },
    async close() {
      await client.end();
    },
  };
}

/** The same server's maintenance database, to create or drop the bench database. */
export function maintenanceUrl(url: string): { url: string; database: string } {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new Error('DATABASE_URL must name a database');
  parsed.pathname = '/postgres';
  return { url: parsed.toString(), database };
}
