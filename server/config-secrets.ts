import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateVapidKeys, parseStoredVapidKeys, type VapidKeys } from './config-vapid';

/** A secret generated once and kept in DATA_DIR, so tokens survive restarts without setup. */
export function persistentSecret(dataDir: string): string {
  return persistOnce(path.join(dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url'));
}

/** Made once and kept in DATA_DIR, so subscribed devices keep receiving across restarts. */
export function persistentVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  return parseStoredVapidKeys(
    persistOnce(file, () => JSON.stringify(generateVapidKeys())),
    file,
  );
}

/** `file`'s content, written by `make` the first time. */
function persistOnce(file: string, make: () => string): string {
  if (!existsSync(file)) {
    // Processes starting together on a fresh folder must all keep the first secret written
    // (one of them goes on to serve with it): a hard link publishes it whole, or fails.
    const staging = `${file}.${process.pid}`;
    writeFileSync(staging, make(), { mode: 0o600 });
    try {
      linkSync(staging, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(staging, { force: true });
    }
  }
  return readFileSync(file, 'utf8').trim();
}
