// `npm run backup` / `npm run restore`: runs the built operations CLI, building it if missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const dist = process.env.DIST_DIR ?? 'dist';
if (!existsSync(`${dist}/server/ops.js`)) {
  const build = spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(process.execPath, [`${dist}/server/ops.js`, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
