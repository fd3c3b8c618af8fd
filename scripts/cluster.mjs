// `npm run cluster`: the production topology from this machine's own programs, on loopback:
// nginx (deploy/nginx/homegrown.conf, included verbatim) in front of APP_COUNT app processes,
// one PostgreSQL, Redis, and one shared uploads directory. SIGINT/SIGTERM stops all of it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const appCount = Number(process.env.APP_COUNT ?? 2);
const firstAppPort = Number(process.env.CLUSTER_APP_PORT ?? 3201);
const dir = path.resolve(process.env.CLUSTER_DIR ?? path.join(root, 'data', 'cluster'));
const databaseUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/homegrown_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const dist = process.env.DIST_DIR ?? 'dist';

if (!existsSync(nginx)) {
  console.error(`nginx not found at ${nginx}: apt-get install -y nginx (or set NGINX_BIN)`);
  process.exit(1);
}

// CLUSTER_FRESH=1 starts from an empty database and directory (the cluster test uses it).
const fresh = process.env.CLUSTER_FRESH === '1';

async function ensureDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  if (fresh) await client.query(`drop database if exists "${name.replace(/"/g, '')}" with (force)`);
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await client.query(`create database "${name.replace(/"/g, '')}"`);
  await client.end();
}

await ensureDatabase(databaseUrl);
if (fresh) rmSync(dir, { recursive: true, force: true });
const nginxDir = path.join(dir, 'nginx');
mkdirSync(path.join(nginxDir, 'logs'), { recursive: true });
mkdirSync(path.join(dir, 'uploads'), { recursive: true });

if (
  !existsSync(path.join(root, dist, 'server', 'index.js')) ||
  !existsSync(path.join(root, dist, 'client', 'index.html'))
) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const appPorts = Array.from({ length: appCount }, (_, i) => firstAppPort + i);
writeFileSync(path.join(nginxDir, 'homegrown-listen.conf'), `listen 127.0.0.1:${port};\n`);
writeFileSync(
  path.join(nginxDir, 'homegrown-upstreams.conf'),
  `${appPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}\n`,
);
const temp = (name) => `${name}_temp_path ${path.join(nginxDir, name)};`;
writeFileSync(
  path.join(nginxDir, 'nginx.conf'),
  `daemon off;
worker_processes 1;
error_log ${path.join(nginxDir, 'logs', 'error.log')} warn;
pid ${path.join(nginxDir, 'nginx.pid')};
events { worker_connections 4096; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(root, 'deploy', 'nginx', 'homegrown.conf')};
}
`,
);

const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  UPLOADS_DIR: path.join(dir, 'uploads'),
  APP_URL: process.env.APP_URL ?? `http://127.0.0.1:${port}`,
  TRUST_PROXY: 'loopback',
  JWT_SECRET: process.env.JWT_SECRET ?? 'cluster-secret-cluster-secret-cluster-secret-0',
  DEMO_DATA: process.env.DEMO_DATA ?? 'false',
};

const children = appPorts.map((appPort, i) =>
  // The flag `npm start` passes (docs/performance.md "Memory of the embedded database").
  spawn(process.execPath, ['--max-semi-space-size=16', path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      PORT: String(appPort),
      DATA_DIR: path.join(dir, `app${i + 1}`),
      INSTANCE_ID: `app${i + 1}`,
    },
  }),
);
// The pid files let an operator (or the cluster test) stop one app process on purpose.
for (const [i, child] of children.entries())
  writeFileSync(path.join(dir, `app${i + 1}.pid`), String(child.pid));
const proxy = spawn(nginx, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], {
  stdio: 'inherit',
});
children.push(proxy);
console.log(
  `Homegrown cluster on http://127.0.0.1:${port} → ${appPorts.map((p) => `127.0.0.1:${p}`).join(', ')}`,
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
proxy.on('exit', stop);
