import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres } from '@server/db/client';
import type { Counts } from './options';
import { seed } from './seed';
import { maintenanceUrl, openPgClient, openPgliteClient, type SqlClient } from './sql-client';

/** Where a bench run keeps its embedded database (DATA_DIR of the server it starts). */
export const benchDataDir = (size: string) => path.resolve('data', 'bench', size);

/**
 * The seed's size, kept as the database's comment: a rerun of the same size reuses the data.
 * The seed's version is in it too: a database seeded before the exchanges (reservations,
 * pickups, thanks; bench/seed-exchanges.ts) or the swap days (bench/seed-events.ts) is seeded
 * again rather than measured without them.
 */
const SEED_VERSION = 3;
const marker = (counts: Counts) => `homegrown-bench v${SEED_VERSION} ${JSON.stringify(counts)}`;

async function readMarker(db: SqlClient): Promise<string | null> {
  const [row] = await db.query<{ comment: string | null }>(
    `select shobj_description(oid, 'pg_database') as comment from pg_database
     where datname = current_database()`,
  );
  return row?.comment ?? null;
}

async function writeMarker(db: SqlClient, counts: Counts) {
  const [row] = await db.query<{ name: string }>('select current_database() as name');
  const text = marker(counts).replace(/'/g, "''");
  await db.exec(`comment on database "${row?.name}" is '${text}'`);
}

/** The app's own migrations, as `npm start` applies them. */
async function migrate(databaseUrl: string | undefined, dbDir: string) {
  const app = databaseUrl ? await openPostgres(databaseUrl, 1) : await openPglite(dbDir);
  try {
    await app.migrate();
  } finally {
    await app.close();
  }
}

async function ensurePostgresDatabase(url: string, fresh: boolean) {
  const maintenance = maintenanceUrl(url);
  const admin = await openPgClient(maintenance.url);
  try {
    const name = `"${maintenance.database.replace(/"/g, '""')}"`;
    if (fresh) await admin.exec(`drop database if exists ${name} with (force)`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [
      maintenance.database,
    ]);
    if (!found.length) await admin.exec(`create database ${name}`);
  } finally {
    await admin.close();
  }
}

/**
 * A migrated database holding exactly `counts` of synthetic data, seeded now unless it
 * already holds that seed. A PostgreSQL database holding anything else is never touched.
 */
export async function prepareDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  counts: Counts;
  reseed: boolean;
  log: (line: string) => void;
}): Promise<{ seeded: boolean }> {
  const { databaseUrl, dataDir, counts, log } = opts;
  const dbDir = path.join(dataDir, 'db');
  const open = () => (databaseUrl ? openPgClient(databaseUrl) : openPgliteClient(dbDir));

  if (databaseUrl) await ensurePostgresDatabase(databaseUrl, false);
  if (existsSync(dbDir) || databaseUrl) {
    const db = await open();
    let current: string | null;
    let users = 0;
    try {
      current = await readMarker(db);
      const [row] = await db
        .query<{ n: number }>('select count(*)::int as n from users')
        .catch(() => [{ n: 0 }]);
      users = Number(row?.n ?? 0);
    } finally {
      await db.close();
    }
    if (!opts.reseed && current === marker(counts)) {
      // Migrations added since the seed apply to it, as `npm start` would apply them.
      await migrate(databaseUrl, dbDir);
      return { seeded: false };
    }
    if (databaseUrl && users > 0 && !current?.startsWith('homegrown-bench')) {
      throw new Error(
        `${maintenanceUrl(databaseUrl).database} holds members that the bench did not seed: ` +
          'point DATABASE_URL at a database of its own (e.g. …/homegrown_bench)',
      );
    }
  }

  log('Seeding a fresh database…');
  if (databaseUrl) await ensurePostgresDatabase(databaseUrl, true);
  else {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  }
  await migrate(databaseUrl, dbDir);
  const db = await open();
  try {
    await seed(db, counts, log);
    await writeMarker(db, counts);
  } finally {
    await db.close();
  }
  return { seeded: true };
}
