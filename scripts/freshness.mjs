// Whether a build is missing or older than its sources: `npm start` and `npm run ops` rebuild
// then, so a `git pull` never runs yesterday's code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time among these files and folders (0 when none exist). */
export function newest(paths) {
  let latest = 0;
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      const children = readdirSync(entry).map((name) => path.join(entry, name));
      latest = Math.max(latest, newest(children));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  }
  return latest;
}

export const SHARED_SOURCES = ['common', 'package.json', 'package-lock.json', 'tsconfig.json'];
export const SERVER_SOURCES = ['server', 'scripts/build-server.mjs', ...SHARED_SOURCES];

/** 'missing', 'stale' or 'fresh'. */
export function buildState(output, sources) {
  if (!existsSync(output)) return 'missing';
  return newest(sources) > statSync(output).mtimeMs ? 'stale' : 'fresh';
}
