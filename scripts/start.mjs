// `npm start`: builds what is missing or older than its sources (a fresh clone, or after
// `git pull`), then runs the production server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (script) => {
  const result = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** The newest modification time among these files and folders (0 when none exist). */
function newest(paths) {
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

const dist = process.env.DIST_DIR ?? 'dist';
const shared = ['common', 'package.json', 'package-lock.json', 'tsconfig.json'];
const builds = [
  {
    script: 'build:client',
    output: `${dist}/client/index.html`,
    sources: ['client', 'vite.config.ts', ...shared],
  },
  {
    script: 'build:server',
    output: `${dist}/server/index.js`,
    sources: ['server', 'scripts/build-server.mjs', ...shared],
  },
];
for (const { script, output, sources } of builds) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (built === 0) run(script);
  else if (newest(sources) > built) {
    console.log(`${output} is older than its sources: rebuilding (npm run ${script}).`);
    run(script);
  }
}

process.env.NODE_ENV ??= 'production';
await import(`../${dist}/server/index.js`);
