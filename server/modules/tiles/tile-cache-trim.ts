import type { Dirent } from 'node:fs';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** Once over its limit, the cache is trimmed to this share of it, so a trim is not due again at once. */
const LOW_WATER = 0.9;
/** A write that has not been renamed into place within this long was cut short. */
const ABANDONED_WRITE_MS = 60 * 60 * 1000;

interface TileFile {
  file: string;
  size: number;
  mtimeMs: number;
}

const gone = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Every file under `dir` with its size and time, skipping any that vanish meanwhile. */
async function filesUnder(dir: string): Promise<TileFile[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (err) {
    if (gone(err)) return [];
    throw err;
  }
  const files: TileFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      const info = await stat(file);
      files.push({ file, size: info.size, mtimeMs: info.mtimeMs });
    } catch (err) {
      if (!gone(err)) throw err;
    }
  }
  return files;
}

async function remove(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (err) {
    if (gone(err)) return false;
    throw err;
  }
}

/**
 * Keeps the tile cache under `maxBytes`: when it holds more, the tiles fetched longest ago go
 * first until it is down to 90 % of the limit. Writes abandoned by a crash go too. Several
 * processes may share the folder and trim it at the same time: a file another one removed
 * is simply skipped.
 */
export async function trimTileCache(
  dir: string,
  maxBytes: number,
  now: number = Date.now(),
): Promise<{ removed: number; freedBytes: number; keptBytes: number }> {
  const files = await filesUnder(dir);
  let removed = 0;
  let freedBytes = 0;
  const drop = async (tile: TileFile) => {
    if (await remove(tile.file)) {
      removed += 1;
      freedBytes += tile.size;
    }
  };
  const tiles: TileFile[] = [];
  for (const file of files) {
    if (file.file.endsWith('.tmp')) {
      if (now - file.mtimeMs > ABANDONED_WRITE_MS) await drop(file);
    } else {
      tiles.push(file);
    }
  }
  let keptBytes = tiles.reduce((sum, tile) => sum + tile.size, 0);
  if (keptBytes > maxBytes) {
    tiles.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const tile of tiles) {
      if (keptBytes <= maxBytes * LOW_WATER) break;
      await drop(tile);
      keptBytes -= tile.size;
    }
  }
  return { removed, freedBytes, keptBytes };
}
