// `npm start`: builds what is missing on a fresh clone, then runs the production server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (script) => {
  const result = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const dist = process.env.DIST_DIR ?? 'dist';
if (!existsSync(`${dist}/client/index.html`)) run('build:client');
if (!existsSync(`${dist}/server/index.js`)) run('build:server');

process.env.NODE_ENV ??= 'production';
await import(`../${dist}/server/index.js`);
