// The cluster journey (nginx + two app processes + PostgreSQL + Redis). It needs those
// programs; CI has them (.ci/run installs nginx). Elsewhere it says what is missing and skips.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const reachable = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const missing = [];
if (!existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx')) missing.push('nginx');
if (!(await reachable(5432))) missing.push('PostgreSQL on 127.0.0.1:5432');
if (!(await reachable(6379))) missing.push('Redis on 127.0.0.1:6379');
if (missing.length) {
  const message = `The cluster test needs ${missing.join(', ')}.`;
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.log(`${message} Skipped.`);
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'playwright.cluster.config.ts'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
