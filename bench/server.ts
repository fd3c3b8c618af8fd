import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['client', 'server', 'common', 'drizzle', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time under the sources the build reads. */
function newestSource(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestSource(path.join(entry, name)));
  }
  return newest;
}

/** Where the bench's server is bundled (bench/bench-server.ts), beside the app's build. */
const benchEntry = (distDir: string) => path.join(distDir, 'bench', 'server.js');

/** Bundles the bench's server as `npm run build:server` bundles the app's (same settings). */
function buildBenchServer(distDir: string) {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { build } from 'esbuild';
await build({ entryPoints: ['bench/bench-server.ts'], outfile: ${JSON.stringify(benchEntry(distDir))},
  bundle: true, platform: 'node', format: 'esm', target: 'node24', packages: 'external',
  sourcemap: true, logLevel: 'warning' });`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error("The bench's server did not build");
}

/** Builds client and server into distDir unless an up-to-date build is there already. */
export function ensureBuild(
  distDir: string,
  mode: 'auto' | 'always' | 'never',
  log: (s: string) => void,
) {
  const marker = path.join(distDir, 'server', 'index.js');
  const index = path.join(distDir, 'client', 'index.html');
  const built = existsSync(marker) && existsSync(index);
  if (mode === 'never') {
    if (!built) throw new Error(`No build in ${distDir} (run with --build auto)`);
    buildBenchServer(distDir);
    return;
  }
  const fresh =
    built &&
    Math.min(statSync(marker).mtimeMs, statSync(index).mtimeMs) >
      Math.max(...SOURCES.map(newestSource));
  if (!(mode === 'auto' && fresh)) {
    log(`Building into ${distDir}…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DIST_DIR: distDir },
    });
    if (result.status !== 0) throw new Error('The build failed');
  }
  buildBenchServer(distDir);
}

export interface ServerHandle {
  url: string;
  pid: number;
  /** Resident memory of the server process now, in bytes (Linux /proc). */
  rss(): number;
  stop(): Promise<void>;
}

export async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`The server was not healthy within ${timeoutMs / 1000} s`);
}

/**
 * The production server as `npm start` runs it (`node --max-semi-space-size=16`, the same start),
 * from the bench's own entry (bench/bench-server.ts: the reference route and the job switch), as
 * a child process with the production environment and the given settings; its log goes to a
 * file beside the data.
 */
export async function startServer(opts: {
  distDir: string;
  port: number;
  env: Record<string, string | undefined>;
  logFile: string;
  timeoutMs?: number;
  /** node --cpu-prof into this folder: the profile is written when the server stops. */
  cpuProfDir?: string | undefined;
}): Promise<ServerHandle & { startupMs: number }> {
  const log = createWriteStream(opts.logFile, { flags: 'a' });
  const spawned = performance.now();
  const profile = opts.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProfDir}`] : [];
  // The V8 flag `npm start` passes (docs/performance.md "Memory of the embedded database").
  const flags = ['--max-semi-space-size=16', ...profile];
  const child = spawn(process.execPath, [...flags, benchEntry(opts.distDir)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DIST_DIR: opts.distDir,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${opts.port}`;
  let startupMs: number;
  try {
    await waitHealthy(url, child, opts.timeoutMs ?? 120_000);
    startupMs = performance.now() - spawned;
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    startupMs,
    rss() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
    stop() {
      return new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          log.end();
          resolve();
        });
        child.kill('SIGTERM');
      });
    },
  };
}
