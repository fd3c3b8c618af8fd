// `npm start`: builds what is missing or older than its sources (a fresh clone, or after
// `git pull`), then runs the production server.
import { spawnSync } from 'node:child_process';
import { buildState, SERVER_SOURCES, SHARED_SOURCES } from './freshness.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (script) => {
  const result = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const dist = process.env.DIST_DIR ?? 'dist';
const builds = [
  {
    script: 'build:client',
    output: `${dist}/client/index.html`,
    sources: ['client', 'vite.config.ts', ...SHARED_SOURCES],
  },
  {
    script: 'build:server',
    output: `${dist}/server/index.js`,
    sources: SERVER_SOURCES,
  },
];
for (const { script, output, sources } of builds) {
  const state = buildState(output, sources);
  if (state === 'stale') {
    console.log(`${output} is older than its sources: rebuilding (npm run ${script}).`);
  }
  if (state !== 'fresh') run(script);
}

process.env.NODE_ENV ??= 'production';
await import(`../${dist}/server/index.js`);
