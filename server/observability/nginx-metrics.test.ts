import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@server/test/reliability/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * deploy/nginx/homegrown.conf, run by the real nginx (CI installs it, as for the cluster test)
 * in front of a stand-in app that answers every request it is given.
 */
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const root = path.resolve(import.meta.dirname, '..', '..');

let dir = '';
let nginx: ChildProcess | undefined;
let upstream: http.Server | undefined;
let base = '';
const relayed: string[] = [];

beforeAll(async () => {
  if (!existsSync(NGINX)) return;
  upstream = http.createServer((req, res) => {
    relayed.push(req.url ?? '');
    res.end('from the app');
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  const appPort = (upstream.address() as AddressInfo).port;
  const port = await freePort();
  dir = mkdtempSync(path.join(os.tmpdir(), 'homegrown-nginx-'));
  mkdirSync(path.join(dir, 'logs'));
  writeFileSync(path.join(dir, 'homegrown-listen.conf'), `listen 127.0.0.1:${port};\n`);
  writeFileSync(path.join(dir, 'homegrown-upstreams.conf'), `server 127.0.0.1:${appPort};\n`);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
error_log ${path.join(dir, 'logs', 'error.log')} warn;
pid ${path.join(dir, 'nginx.pid')};
events { worker_connections 64; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(root, 'deploy', 'nginx', 'homegrown.conf')};
}
`,
  );
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${base}/api/health`);
      break;
    } catch (err) {
      if (i > 100) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGTERM');
    await once(nginx, 'exit');
  }
  upstream?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(existsSync(NGINX))('the nginx configuration', () => {
  it('passes nothing under /api/metrics to the app, however it is spelled', async () => {
    relayed.length = 0;
    for (const url of [
      '/api/metrics',
      '/api/metrics/',
      '/api/METRICS',
      '/API/Metrics',
      '/api/metrics?format=text',
      '/api/metrics/anything',
      '/api//metrics',
      '/api/./metrics',
      '/api/%6Detrics',
    ]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.json(), url).toEqual({ detail: 'Not found' });
    }
    expect(relayed).toEqual([]);
  });

  it('still relays the rest of the API and the pages', async () => {
    relayed.length = 0;
    for (const url of ['/api/health', '/api/listings?page=2', '/']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(200);
      expect(await res.text()).toBe('from the app');
    }
    expect(relayed).toEqual(['/api/health', '/api/listings?page=2', '/']);
  });
});
