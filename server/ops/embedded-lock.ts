import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process at a time. The server records its pid here;
 * backup and restore refuse to touch the files while that process lives.
 */
export function embeddedLockFile(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

export function holdEmbeddedLock(dataDir: string): () => void {
  const file = embeddedLockFile(dataDir);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

export function embeddedOwner(dataDir: string): number | undefined {
  const file = embeddedLockFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8'));
  if (!pid || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
