import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The embedded database belongs to one process at a time (docs/decisions.md "One process per
 * embedded database"). The lock is an OS file lock, taken through SQLite (the one file lock
 * Node ships) on DATA_DIR/server.lock: the kernel drops it when its holder dies, however it
 * dies, so a crash never leaves a stale lock behind, and it holds between containers that
 * share the folder, where a pid names nothing. DATA_DIR/server.pid names the holder.
 */
function embeddedLockFile(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

/** @internal */
export function embeddedPidFile(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

const SQLITE_BUSY = 5;
/** How long a process refused by a holder waits before it gives up (see tryLock). */
const BUSY_TIMEOUT_MS = 500;

/**
 * The lock, or undefined when another process holds it. SQLite climbs to an exclusive lock in
 * steps (shared, reserved, exclusive), so two processes trying at one instant can both take the
 * shared step and then block each other; with no busy timeout both gave up and neither server
 * started. With one, SQLite has the process that cannot climb drop its shared lock and wait,
 * and the other climbs: exactly one of them wins, and the other, like any process refused by a
 * live holder, gives up after BUSY_TIMEOUT_MS. BEGIN EXCLUSIVE is the first statement, so
 * nothing holds a shared lock before it, and its transaction stays open until the connection
 * closes: it writes nothing, so no journal appears beside the lock file.
 */
function tryLock(dataDir: string): DatabaseSync | undefined {
  const connection = new DatabaseSync(embeddedLockFile(dataDir), { timeout: BUSY_TIMEOUT_MS });
  try {
    connection.exec('BEGIN EXCLUSIVE');
    return connection;
  } catch (err) {
    connection.close();
    if ((err as { errcode?: number }).errcode === SQLITE_BUSY) return undefined;
    throw err;
  }
}

function readPid(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(embeddedPidFile(dataDir), 'utf8'), 10);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The holder writes its pid a moment after it takes the lock, so a process refused in that
 * moment may still read a dead predecessor's pid, or none: it waits up to a second for a live one.
 */
function holderPid(dataDir: string): number | undefined {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 0; attempt < 40; attempt++) {
    const pid = readPid(dataDir);
    if (pid && alive(pid)) return pid;
    Atomics.wait(pause, 0, 0, 25);
  }
  return undefined;
}

/**
 * Takes the lock before the embedded database is opened, or throws naming DATA_DIR and the
 * holder. The returned function releases it.
 */
export function holdEmbeddedLock(dataDir: string): () => void {
  const connection = tryLock(dataDir);
  if (!connection) {
    throw new Error(
      `DATA_DIR ${dataDir} is in use by another Homegrown process (pid ${holderPid(dataDir) ?? 'unknown'}). ` +
        'One process at a time may open the embedded database: stop that one first, ' +
        'or set DATABASE_URL to run several processes on PostgreSQL.',
    );
  }
  const pidFile = embeddedPidFile(dataDir);
  const staging = `${pidFile}.${process.pid}`;
  writeFileSync(staging, `${process.pid}\n`);
  renameSync(staging, pidFile);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (readPid(dataDir) === process.pid) rmSync(pidFile, { force: true });
    connection.close();
  };
}

/**
 * The pid of the process holding the embedded database ('unknown' when it could not be read),
 * or undefined when nobody does. Backup and restore refuse to touch the files while one does.
 */
export function embeddedOwner(dataDir: string): number | 'unknown' | undefined {
  const connection = tryLock(dataDir);
  if (connection) {
    connection.close();
    return undefined;
  }
  return holderPid(dataDir) ?? 'unknown';
}
