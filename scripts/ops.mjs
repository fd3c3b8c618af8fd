// `npm run backup` / `npm run restore` / `npm run ops -- moderator …`: runs the built operations
// CLI, building it first when missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { buildState, SERVER_SOURCES } from './freshness.mjs';

const dist = process.env.DIST_DIR ?? 'dist';
if (buildState(`${dist}/server/ops.js`, SERVER_SOURCES) !== 'fresh') {
  const build = spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(process.execPath, [`${dist}/server/ops.js`, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
