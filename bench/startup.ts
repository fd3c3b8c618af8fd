import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { waitHealthy } from './server';

/**
 * Wall time from running `npm start` (a built app) to the first healthy /api/health, with the
 * given DATA_DIR and otherwise the defaults a person gets. The process group is stopped after.
 */
export async function timeNpmStart(opts: {
  distDir: string;
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}): Promise<number> {
  mkdirSync(opts.dataDir, { recursive: true });
  const out = openSync(path.join(opts.dataDir, 'npm-start.log'), 'a');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const started = performance.now();
  const child = spawn(npm, ['start'], {
    env: {
      ...process.env,
      DIST_DIR: opts.distDir,
      DATA_DIR: opts.dataDir,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      ...opts.env,
    },
    stdio: ['ignore', out, out],
    detached: true,
  });
  try {
    await waitHealthy(`http://127.0.0.1:${opts.port}`, child, 120_000);
    return performance.now() - started;
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      // npm and the server it started are one process group of our own.
      process.kill(-child.pid!, 'SIGTERM');
    });
  }
}

/**
 * `npm start` as a person runs it: first on an empty data folder (migrations and the demo
 * gardeners), then again on the embedded database that start left, which is the budget.
 */
export async function measureStartup(opts: { distDir: string; port: number }) {
  const dataDir = path.resolve('data', 'bench', 'startup');
  rmSync(dataDir, { recursive: true, force: true });
  const firstMs = await timeNpmStart({ distDir: opts.distDir, dataDir, port: opts.port });
  const existingMs = await timeNpmStart({ distDir: opts.distDir, dataDir, port: opts.port });
  return { firstMs, existingMs };
}
