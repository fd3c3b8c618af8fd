import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { itEmbeddedOnly } from '@server/test/embedded-only';
import {
  freePort,
  registerOverHttp,
  startServerProcess,
} from '@server/test/reliability/server-process';
import { createScratchDatabase, dropScratchDatabase } from '@server/test/scratch-database';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { embeddedOwner, embeddedPidFile, holdEmbeddedLock } from './embedded-lock';

const dirs: string[] = [];
const running: ChildProcess[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `homegrown-lock-${name}-`));
  dirs.push(dir);
  return dir;
};

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** No JWT_SECRET: processes on a fresh folder also race to generate the one they keep. */
const env = (dataDir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  RATE_LIMITS: 'false',
  BCRYPT_ROUNDS: '10',
  ...extra,
});

interface Outcome {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** 'serving' once /api/health answers, or the exit code if it ended first. */
  result: Promise<'serving' | number | null>;
}

/** Spawns the real server (server/index.ts through tsx) without waiting for it. */
async function launch(vars: Record<string, string>): Promise<Outcome> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      ...vars,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const serving = (async () => {
    const deadline = Date.now() + 90_000;
    while (child.exitCode === null && Date.now() < deadline) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return 'serving' as const;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return exited;
  })();
  return { child, url, output: () => output, result: Promise.race([serving, exited]) };
}

async function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  child.kill('SIGTERM');
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

const register = async (url: string, name: string) => (await registerOverHttp(url, name)).token;

async function profileOf(url: string, token: string): Promise<string | undefined> {
  const res = await fetch(`${url}/api/auth/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.ok ? ((await res.json()) as { username: string }).username : undefined;
}

/**
 * Two servers started together on one folder: exactly one serves; the other exits non-zero
 * naming the folder and the pid of the one that serves.
 */
async function race(dataDir: string): Promise<Outcome> {
  const both = await Promise.all([launch(env(dataDir)), launch(env(dataDir))]);
  const results = await Promise.all(both.map((o) => o.result));
  const serving = both.filter((_, i) => results[i] === 'serving');
  expect(serving.length, both.map((o) => o.output()).join('\n---\n')).toBe(1);
  const winner = serving[0]!;
  const loser = both.find((o) => o !== winner)!;
  const code = results[both.indexOf(loser)];
  expect(code).not.toBe(0);
  expect(code).not.toBeNull();
  expect(loser.output()).toContain(`DATA_DIR ${dataDir} is in use`);
  expect(loser.output()).toContain(`(pid ${winner.child.pid})`);
  return winner;
}

/**
 * A process that tries to take DATA_DIR's lock at the instant it is sent
 * (server/test/lock-taker.ts): two of these race as two servers starting together do, without
 * the seconds a server takes to start.
 */
function lockTaker(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/lock-taker.ts', dataDir], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.push(child);
  let errors = '';
  child.stderr?.on('data', (d) => {
    errors += d;
  });
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  /** Its next line: `ready`, `won`, `lost <message>`, or what it printed on stderr. */
  const next = async () => {
    const line = await lines.next();
    return line.done ? `ended: ${errors}` : line.value;
  };
  return { child, exit, next };
}

describe('one process per embedded database', () => {
  itEmbeddedOnly(
    'lets exactly one of two servers started together on a fresh folder serve',
    async () => {
      const dir = tempDir('fresh');
      const winner = await race(dir);
      const token = await register(winner.url, 'fresh_first');
      expect(await stop(winner.child)).toBe(0);

      // The folder the race left behind starts again, with its member and its signing secret.
      const again = await startServerProcess(env(dir));
      try {
        expect(await profileOf(again.url, token)).toBe('fresh_first');
      } finally {
        await again.stop();
      }
    },
    180_000,
  );

  itEmbeddedOnly(
    'lets exactly one of two servers started together on a used folder serve',
    async () => {
      const dir = tempDir('used');
      const first = await startServerProcess(env(dir));
      const before = await register(first.url, 'used_before');
      await first.stop();

      const winner = await race(dir);
      expect(await profileOf(winner.url, before)).toBe('used_before');
      const during = await register(winner.url, 'used_during');
      expect(await stop(winner.child)).toBe(0);

      const again = await startServerProcess(env(dir));
      try {
        expect(await profileOf(again.url, before)).toBe('used_before');
        expect(await profileOf(again.url, during)).toBe('used_during');
      } finally {
        await again.stop();
      }
    },
    180_000,
  );

  itEmbeddedOnly(
    'is not blocked by the lock of a process that died',
    async () => {
      const dir = tempDir('stale');
      // A holder killed outright releases nothing itself, and leaves its pid behind.
      const killed = await launch(env(dir));
      expect(await killed.result).toBe('serving');
      killed.child.kill('SIGKILL');
      await once(killed.child, 'exit');
      expect(readFileSync(embeddedPidFile(dir), 'utf8').trim()).toBe(String(killed.child.pid));

      const after = await launch(env(dir));
      expect(await after.result, after.output()).toBe('serving');
      expect(await stop(after.child)).toBe(0);

      // A pid file naming any dead process does not block either.
      const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
        encoding: 'utf8',
      });
      writeFileSync(embeddedPidFile(dir), gone.stdout);
      const next = await launch(env(dir));
      expect(await next.result, next.output()).toBe('serving');
      expect(readFileSync(embeddedPidFile(dir), 'utf8').trim()).toBe(String(next.child.pid));
      expect(await stop(next.child)).toBe(0);
    },
    180_000,
  );

  itEmbeddedOnly(
    'gives the lock to exactly one of two processes trying at the same instant, twenty times',
    async () => {
      // One folder: fresh in the first round, used in the others.
      const dir = tempDir('instant');
      for (let round = 0; round < 20; round++) {
        const takers = [lockTaker(dir), lockTaker(dir)];
        for (const taker of takers) expect(await taker.next()).toBe('ready');
        const instant = Date.now() + 50;
        for (const taker of takers) taker.child.stdin?.write(`${instant}\n`);
        const said = await Promise.all(takers.map((taker) => taker.next()));
        const winners = takers.filter((_, i) => said[i] === 'won');
        expect(winners.length, `round ${round}: ${said.join(' | ')}`).toBe(1);
        expect(said.find((line) => line !== 'won')).toContain(
          `lost DATA_DIR ${dir} is in use by another Homegrown process (pid ${winners[0]!.child.pid})`,
        );
        // The winner holds the lock until its stdin closes; then both have ended.
        for (const taker of takers) taker.child.stdin?.end();
        for (const taker of takers) expect(await taker.exit).toBe(0);
      }
    },
    120_000,
  );

  itEmbeddedOnly('names its holder to backup and restore, and forgets it once released', () => {
    const dir = tempDir('owner');
    expect(embeddedOwner(dir)).toBeUndefined();
    const release = holdEmbeddedLock(dir);
    expect(embeddedOwner(dir)).toBe(process.pid);
    expect(() => holdEmbeddedLock(dir)).toThrow(`DATA_DIR ${dir} is in use`);
    release();
    expect(embeddedOwner(dir)).toBeUndefined();
    holdEmbeddedLock(dir)();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'takes no lock with DATABASE_URL: several processes share one folder and one server',
    async () => {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `homegrown_lock_${process.pid}`;
      const url = await createScratchDatabase(base, name);
      try {
        const dir = tempDir('pg');
        const vars = env(dir, {
          DATABASE_URL: url,
          JWT_SECRET: 'lock-secret-lock-secret-lock-secret',
        });
        const both = await Promise.all([launch(vars), launch(vars)]);
        for (const outcome of both) expect(await outcome.result, outcome.output()).toBe('serving');
        for (const outcome of both) expect(await stop(outcome.child)).toBe(0);
      } finally {
        await dropScratchDatabase(base, name);
      }
    },
    180_000,
  );
});
