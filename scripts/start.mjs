// `npm start`: builds what is missing or older than its sources (a fresh clone, or after
// `git pull`), then runs the production server.
import { spawnSync } from 'node:child_process';
import { buildState, SERVER_SOURCES, SHARED_SOURCES } from './freshness.mjs';

// The server runs in this process, so node's own flags are this process's. V8 sizes the young
// generation by the machine's memory and keeps what start-up's burst grew it to: 125 MB of the
// 540 MB the server held idle (docs/performance.md "Memory of the embedded database"). Its flags
// are read only when node starts, so whatever starts this script passes
// --max-semi-space-size=16 (the npm script, scripts/cluster.mjs, the Playwright configuration,
// the bench); NODE_OPTIONS may carry it too.
const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
if (!given.some((flag) => /^--max[-_]semi[-_]space[-_]size=/.test(flag))) {
  console.warn(
    'Started without --max-semi-space-size=16: the server may keep about 100 MB more memory (npm start passes it).',
  );
}

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
