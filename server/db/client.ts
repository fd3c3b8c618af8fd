import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { findUp } from '@server/lib/find-up';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { namingClient, StatementNames } from './named-statements';
import { withCache } from './per-database';
import * as schema from './schema';

type Schema = typeof schema;
/** Both drivers share Drizzle's PostgreSQL surface; code depends on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  /** Carries the cache of what is built once for this database (per-database.ts). */
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>;
  /** Connection pool figures for metrics (PostgreSQL only). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Statements sent so far, for metrics (docs/performance.md "Statements per request"). */
  statements?(): number;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` at each NOTIFY on `channel` (a constant identifier), and once more after a
   * lost connection comes back (what was sent meanwhile is lost); answers the unsubscribe.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * drizzle/ sits at the repository root, beside server/ (source) and dist/ (the build, whose
 * code may sit a folder deeper in a chunk).
 */
export const migrationsFolder = path.join(
  findUp(here, (dir) => existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) ??
    path.resolve(here, '..', '..'),
  'drizzle',
);

/** Extensions the migrations create; PGlite must be handed them each time it opens. */
export const pgliteExtensions = { pg_trgm, btree_gin };

/**
 * Settings of the embedded database's one session. Its pages are local and mostly cached: a
 * random read costs about what a sequential one does (PostgreSQL's advice for SSDs), so the
 * planner probes the primary keys of a page's owners instead of hashing the whole users
 * table (docs/performance.md).
 * @internal
 */
export const PGLITE_SESSION = 'set random_page_cost = 1.1';

/**
 * Counts the statements the app sends through Drizzle, on either driver. A transaction's
 * begin and commit are left out: PGlite issues its own, out of Drizzle's sight, and the two
 * databases must count alike for the bench's budgets (docs/performance.md).
 */
function statementCounter(): { logger: DrizzleLogger; count: () => number } {
  let statements = 0;
  return {
    logger: {
      logQuery(query) {
        if (!/^(begin|commit|rollback)\b/i.test(query)) statements++;
      },
    },
    count: () => statements,
  };
}

/**
 * Start-up settings of the embedded database. Its shared memory is zeroed when it opens, so all
 * of shared_buffers is resident from the start and, WebAssembly memory never shrinking, for
 * the life of the process: 64 MB rather than PostgreSQL's 128 MB default still holds what
 * search reads (32 MB made it slower; docs/performance.md "Memory of the embedded database").
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=64MB'];

/** @internal */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const options = { extensions: pgliteExtensions, startParams: pgliteStartParams };
  const client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  await client.exec(PGLITE_SESSION);
  const counter = statementCounter();
  const db = withCache(drizzlePglite(client, { schema, logger: counter.logger })) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    statements: counter.count,
    async ping() {
      await client.query('select 1');
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async close() {
      if (!client.closed) await client.close();
    },
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one may be handed to anyone between queries),
 * connected again after it drops, 1 s later and then every 5 s until it is back.
 */
async function listenOnPostgres(url: string, channel: string, onNotify: () => void) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const later = (ms: number) => {
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(() => {
      connect().then(onNotify, () => later(5000));
    }, ms);
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on('notification', () => onNotify());
    next.on('error', () => {});
    next.on('end', () => {
      if (client === next) later(1000);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

/** An arbitrary constant naming Homegrown's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK = 7_340_911;

/** @internal */
export async function openPostgres(
  url: string,
  max = 10,
  { namedStatements = true } = {},
): Promise<Database> {
  // A server that accepts connections but never answers must not hang requests: queries give
  // up after 15 s (the error middleware answers 503) and connecting after 5 s.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    query_timeout: 15_000,
    // A request's statement runs on one core: parallel workers cost more CPU than they save on
    // a page of 50, and are started even when the part they would scan is skipped
    // (docs/decisions.md "Database sessions"). The embedded database has none either.
    options: '-c max_parallel_workers_per_gather=0',
    // Each statement's shape parsed once per connection (named-statements.ts); off for a
    // pooler that cannot carry prepared statements (README.md "Configuration").
    ...(namedStatements ? { Client: namingClient(new StatementNames()) } : {}),
  });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const counter = statementCounter();
  const db = withCache(drizzlePg(pool, { schema, logger: counter.logger })) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    statements: counter.count,
    async ping() {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate() {
      // Several instances may start at once: one migrates while the others wait on the lock.
      // The lock lives on its own connection, so even a one-connection pool can migrate.
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      } finally {
        await lock.end().catch(() => {});
      }
    },
    async close() {
      await pool.end();
    },
    listen: (channel, onNotify) => listenOnPostgres(url, channel, onNotify),
  };
}

export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  namedStatements?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    return openPostgres(opts.databaseUrl, undefined, { namedStatements: opts.namedStatements });
  }
  return openPglite(path.join(opts.dataDir, 'db'));
}
