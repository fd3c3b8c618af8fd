import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { benchDataDir } from './database';
import { type Options, parseOptions } from './options';
import { startServer } from './server';
import { openPgClient, openPgliteClient, type SqlClient } from './sql-client';

type Log = (line: string) => void;

/** What every phase of a run shares: its options, where its data lives, the secrets it chose. */
export interface BenchContext {
  options: Options;
  embedded: boolean;
  dbLabel: string;
  dataDir: string;
  /** One secret for the server and the tokens signed here, as if every member had signed in. */
  secret: string;
  /** The bench reads the server's statement counter from /api/metrics with this token. */
  metricsToken: string;
  log: Log;
}

export function benchContext(argv: string[], env: NodeJS.ProcessEnv): BenchContext {
  const options = parseOptions(argv, env);
  const embedded = !options.databaseUrl;
  const dataDir = benchDataDir(embedded ? options.size : `${options.size}-pg-server`);
  mkdirSync(dataDir, { recursive: true });
  return {
    options,
    embedded,
    dbLabel: embedded ? 'embedded (PGlite)' : 'PostgreSQL',
    dataDir,
    secret: randomBytes(48).toString('base64url'),
    metricsToken: randomBytes(24).toString('base64url'),
    // Progress on stderr: stdout carries the report alone.
    log: (line) => console.error(line),
  };
}

/** The run's database from this process: the embedded one only while no server holds it. */
export function openDatabase(ctx: BenchContext): Promise<SqlClient> {
  return ctx.embedded
    ? openPgliteClient(path.join(ctx.dataDir, 'db'))
    : openPgClient(ctx.options.databaseUrl!);
}

/** Starts the production server as the figures need it, its map tiles from `tilesUrl`. */
export function serverLauncher(ctx: BenchContext, tilesUrl: string) {
  return () =>
    startServer({
      distDir: ctx.options.distDir,
      port: ctx.options.port,
      logFile: path.join(ctx.dataDir, 'server.log'),
      cpuProfDir: ctx.options.cpuProf,
      env: {
        DATA_DIR: ctx.dataDir,
        DATABASE_URL: ctx.options.databaseUrl ?? '',
        JWT_SECRET: ctx.secret,
        DEMO_DATA: 'false',
        METRICS_TOKEN: ctx.metricsToken,
        TILE_UPSTREAM_URL: tilesUrl,
      },
    });
}
