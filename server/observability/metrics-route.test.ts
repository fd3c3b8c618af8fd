import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { buildTestApp, type TestApp } from '@server/test/app';
import { createUser } from '@server/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TOKEN = 'scrape-token-0123456789abcdef';
const VARIANTS = [
  '/api/metrics',
  '/api/metrics/',
  '/api/METRICS',
  '/API/Metrics/',
  '/api/metrics?x=1',
];

/**
 * An address of this host that is not loopback: a network interface's when there is one,
 * otherwise another address of 127/8 (Linux answers on all of it), which is not the loopback
 * address the rule accepts.
 */
const OTHER_ADDRESS =
  Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === 'IPv4')?.address ?? '127.0.0.2';

interface Served {
  app: TestApp;
  servers: http.Server[];
  /** The same app on an IPv4 listener and on a dual-stack IPv6 one. */
  ports: { v4: number; v6: number };
}
const served: Served[] = [];

async function listen(app: TestApp, host: string): Promise<http.Server> {
  const server = http.createServer(app.app);
  server.listen(0, host);
  await once(server, 'listening');
  return server;
}

async function serve(overrides: Record<string, string> = {}): Promise<Served> {
  const app = await buildTestApp(overrides);
  const servers = [await listen(app, '0.0.0.0'), await listen(app, '::')];
  const [v4, v6] = servers.map((s) => (s.address() as AddressInfo).port) as [number, number];
  const entry = { app, servers, ports: { v4, v6 } };
  served.push(entry);
  return entry;
}

/**
 * The peer addresses a connection from the host itself shows, by listener: 127.0.0.1 (IPv4),
 * ::1 and ::ffff:127.0.0.1 (dual-stack IPv6).
 */
const LOOPBACK_PEERS = [
  { listener: 'v4', host: '127.0.0.1', from: '127.0.0.1' },
  { listener: 'v6', host: '::1', from: '::1' },
  { listener: 'v6', host: '127.0.0.1', from: '127.0.0.1' },
] as const;
/** The same host reached from an address that is not loopback, on either listener. */
const OTHER_PEERS = [
  { listener: 'v4', host: '127.0.0.1', from: OTHER_ADDRESS },
  { listener: 'v6', host: '127.0.0.1', from: OTHER_ADDRESS },
] as const;
type Peer = (typeof LOOPBACK_PEERS)[number] | (typeof OTHER_PEERS)[number];

/** A GET whose connection comes from `peer.from` (its source address, not a header). */
function get(
  target: Served,
  url: string,
  opts: { peer?: Peer; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string; type: string | undefined }> {
  const peer = opts.peer ?? LOOPBACK_PEERS[0];
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: peer.host,
        port: target.ports[peer.listener],
        path: url,
        headers: opts.headers,
        localAddress: peer.from,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode!, body, type: res.headers['content-type'] }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const notFound = JSON.stringify({ detail: 'Not found' });

let open: Served;
let tokened: Served;
let proxied: Served;
beforeAll(async () => {
  [open, tokened, proxied] = await Promise.all([
    serve(),
    serve({ METRICS_TOKEN: TOKEN }),
    serve({ TRUST_PROXY: 'true' }),
  ]);
});
afterAll(async () => {
  for (const { app, servers } of served) {
    for (const server of servers) server.close();
    await app.ctx.database.close();
  }
});

describe('/api/metrics without METRICS_TOKEN', () => {
  it('answers the host itself, on every spelling of the path', async () => {
    for (const peer of LOOPBACK_PEERS) {
      for (const url of VARIANTS) {
        const res = await get(open, url, { peer });
        expect(res.status, `${url} via ${peer.host}`).toBe(200);
        expect(res.type, url).toContain('text/plain');
        expect(res.body, url).toContain('http_requests_total');
      }
    }
  });

  it('is an unknown path to any other address, on every spelling of the path', async () => {
    for (const peer of OTHER_PEERS) {
      for (const url of VARIANTS) {
        const res = await get(open, url, { peer });
        expect(res.status, `${url} on ${peer.listener}`).toBe(404);
        expect(res.body, url).toBe(notFound);
      }
    }
  });

  it('never believes X-Forwarded-For, even when the proxy is trusted', async () => {
    for (const header of ['127.0.0.1', '::1', '127.0.0.1, 127.0.0.1']) {
      for (const peer of OTHER_PEERS) {
        const res = await get(proxied, '/api/METRICS/', {
          peer,
          headers: { 'X-Forwarded-For': header },
        });
        expect(res.status, header).toBe(404);
      }
    }
  });

  it('refuses a request a proxy on this host relayed for someone else', async () => {
    const relayed: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.9' },
      { Forwarded: 'for=203.0.113.9' },
    ];
    for (const headers of relayed) {
      expect((await get(proxied, '/api/metrics', { headers })).status).toBe(404);
      expect((await get(open, '/api/metrics', { headers })).status).toBe(404);
    }
  });
});

describe('/api/metrics with METRICS_TOKEN', () => {
  it('answers the bearer of the token, from anywhere, on every spelling of the path', async () => {
    for (const url of VARIANTS) {
      for (const peer of [...LOOPBACK_PEERS, ...OTHER_PEERS]) {
        const res = await get(tokened, url, {
          peer,
          headers: { Authorization: `Bearer ${TOKEN}` },
        });
        expect(res.status, `${url} from ${peer.from}`).toBe(200);
        expect(res.body).toContain('http_requests_total');
      }
    }
  });

  it('is an unknown path to anyone else, the host itself included', async () => {
    const member = await createUser(tokened.app.ctx);
    const refused: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { Authorization: `Bearer ${TOKEN}x` },
      { Authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { Authorization: TOKEN },
      { Authorization: 'Bearer ' },
      // A member's own valid token is not the metrics token (and not a 401 either).
      { Authorization: `Bearer ${member.token}` },
    ];
    for (const headers of refused) {
      for (const peer of [...LOOPBACK_PEERS, ...OTHER_PEERS]) {
        for (const url of VARIANTS) {
          const res = await get(tokened, url, { peer, headers });
          expect(res.status, `${url} ${JSON.stringify(headers)}`).toBe(404);
          expect(res.body).toBe(notFound);
        }
      }
    }
  });
});
