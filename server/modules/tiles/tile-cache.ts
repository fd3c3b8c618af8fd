import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the map's tiles are kept: one folder under DATA_DIR, shared by every process. */
export const tileCacheDir = (dataDir: string) => path.join(dataDir, 'tiles');

export interface CachedTile {
  body: Buffer;
  /** False when the upstream failed and an expired copy was served instead. */
  fresh: boolean;
}

/**
 * Tiles on disk under `dir`, refreshed after `maxAgeMs`. Concurrent misses for the same tile
 * share one upstream request; when the upstream fails, an expired copy beats an error.
 */
export function createTileCache(dir: string, maxAgeMs: number) {
  const inFlight = new Map<string, Promise<CachedTile>>();

  async function readCopy(file: string) {
    try {
      const info = await stat(file);
      return { body: await readFile(file), age: Date.now() - info.mtimeMs };
    } catch {
      return undefined;
    }
  }

  async function store(file: string, body: Buffer) {
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a tile.
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
  }

  async function load(file: string, fetchTile: () => Promise<Buffer>): Promise<CachedTile> {
    const copy = await readCopy(file);
    if (copy && copy.age < maxAgeMs) return { body: copy.body, fresh: true };
    try {
      const body = await fetchTile();
      await store(file, body);
      return { body, fresh: true };
    } catch (err) {
      if (copy) return { body: copy.body, fresh: false };
      throw err;
    }
  }

  return {
    /** `key` is a relative path built from validated numbers only. */
    get(key: string, fetchTile: () => Promise<Buffer>): Promise<CachedTile> {
      const running = inFlight.get(key);
      if (running) return running;
      const job = load(path.join(dir, key), fetchTile).finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return job;
    },
  };
}
