import { rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { buildTestApp, type TestApp } from '@server/test/app';
import { type FakeUpstream, startFakeUpstream, TINY_PNG } from '@server/test/fakes/tile-upstream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

let upstream: FakeUpstream;
const apps: TestApp[] = [];
async function appWith(env: Record<string, string>) {
  const app = await buildTestApp({ TILE_UPSTREAM_URL: upstream.url, ...env });
  apps.push(app);
  return app;
}

let osm: TestApp;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  osm = await appWith({});
});
afterEach(() => {
  upstream.handle((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(TINY_PNG);
  });
});
afterAll(async () => {
  await upstream.close();
  for (const app of apps) {
    await app.ctx.database.close();
    await rm(app.dataDir, { recursive: true, force: true });
  }
});

const seen = (prefix: string) => upstream.requests.filter((r) => r.url.startsWith(prefix)).length;
const tileFile = (app: TestApp, tile: string) => path.join(app.dataDir, 'tiles', tile);

describe('GET /api/tiles/{provider}/{z}/{x}/{y}', () => {
  it('proxies the public street tiles with a descriptive User-Agent', async () => {
    const res = await osm.api.get('/api/tiles/osm/3/2/1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(Buffer.compare(res.body, TINY_PNG)).toBe(0);
    const request = upstream.requests.find((r) => r.url === '/3/2/1.png');
    expect(request?.userAgent).toMatch(/^Homegrown\/.+\(.+\)$/);
  });

  it('keeps tiles on disk and asks upstream again only once they expire', async () => {
    await osm.api.get('/api/tiles/osm/4/3/2.png').expect(200);
    await osm.api.get('/api/tiles/osm/4/3/2').expect(200);
    expect(seen('/4/3/2.png')).toBe(1);
    expect((await stat(tileFile(osm, 'osm/4/3/2'))).size).toBe(TINY_PNG.length);

    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    await utimes(tileFile(osm, 'osm/4/3/2'), eightDaysAgo, eightDaysAgo);
    await osm.api.get('/api/tiles/osm/4/3/2').expect(200);
    expect(seen('/4/3/2.png')).toBe(2);
  });

  it('asks upstream once for many simultaneous requests of one tile', async () => {
    upstream.handle((_req, res) => {
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'image/png' }).end(TINY_PNG), 150);
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => osm.api.get('/api/tiles/osm/5/6/7')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(seen('/5/6/7.png')).toBe(1);
  });

  it('answers 502 with a clear detail when upstream fails, and caches nothing', async () => {
    upstream.handle((_req, res) => {
      res.writeHead(500).end('boom');
    });
    const res = await osm.api.get('/api/tiles/osm/6/1/1');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: 'The map tile server answered 500' });
    await expect(stat(tileFile(osm, 'osm/6/1/1'))).rejects.toThrow();

    upstream.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>captcha</html>');
    });
    const html = await osm.api.get('/api/tiles/osm/6/1/2');
    expect(html.status).toBe(502);
    expect(html.body.detail).toBe('The map tile server did not send an image');

    upstream.handle((_req, res) => {
      res.writeHead(404).end();
    });
    const missing = await osm.api.get('/api/tiles/osm/6/1/3');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('The map tile server has no such tile');
  });

  it('serves an expired copy rather than an error while upstream is down', async () => {
    await osm.api.get('/api/tiles/osm/7/1/1').expect(200);
    const old = new Date(Date.now() - 30 * 24 * 3600_000);
    await utimes(tileFile(osm, 'osm/7/1/1'), old, old);
    upstream.handle((_req, res) => {
      res.writeHead(503).end();
    });
    const res = await osm.api.get('/api/tiles/osm/7/1/1');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(Buffer.compare(res.body, TINY_PNG)).toBe(0);
  });

  it('answers 502 when upstream cannot be reached', async () => {
    const unreachable = await appWith({ TILE_UPSTREAM_URL: 'http://127.0.0.1:9' });
    const res = await unreachable.api.get('/api/tiles/osm/3/1/1');
    expect(res.status).toBe(502);
    expect(res.body.detail).toBe('The map tile server could not be reached');
  });

  it.each([
    ['/api/tiles/osm/0/0/0', 400, 'Zoom must be between 1 and 19 for osm'],
    ['/api/tiles/osm/20/0/0', 400, 'Zoom must be between 1 and 19 for osm'],
    ['/api/tiles/osm/two/0/0', 400, 'z must be a whole number'],
    ['/api/tiles/osm/3/-1/0', 400, 'x must be a whole number'],
    ['/api/tiles/osm/3/1/0.jpg', 400, 'y must be a whole number'],
    ['/api/tiles/osm/3/8/0', 404, 'No tile 3/8/0'],
    ['/api/tiles/mapbox/3/1/1', 404, 'Unknown map provider "mapbox"'],
    ['/api/tiles/maptiler/3/1/1', 404, 'The maptiler map is not configured on this server'],
    ['/api/google/js-api', 404, 'The google map is not configured on this server'],
    ['/api/osm/js-api', 404, 'The osm map uses tiles from /api/tiles/osm, not a script'],
  ])('GET %s answers %i "%s" without asking upstream', async (url, status, detail) => {
    const before = upstream.requests.length;
    const res = await osm.api.get(url);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ detail });
    expect(upstream.requests.length).toBe(before);
  });
});

describe('keyed providers', () => {
  it('adds the tile-hosting key on the server and allows zoom up to 22', async () => {
    const app = await appWith({ MAP_PROVIDER: 'thunderforest', MAP_API_KEY: 'tf-secret' });
    const res = await app.api.get('/api/tiles/thunderforest/22/5/9');
    expect(res.status).toBe(200);
    expect(upstream.requests.at(-1)?.url).toBe('/atlas/22/5/9.png?apikey=tf-secret');
    expect(JSON.stringify(res.headers)).not.toContain('tf-secret');
    expect((await app.api.get('/api/tiles/thunderforest/23/0/0')).status).toBe(400);
    // The public street tiles stay available beside the configured provider.
    expect((await app.api.get('/api/tiles/osm/2/1/1')).status).toBe(200);
  });

  it('adds the vector-tile service key', async () => {
    const app = await appWith({ MAP_PROVIDER: 'maptiler', MAP_API_KEY: 'mt-secret' });
    await app.api.get('/api/tiles/maptiler/21/3/4').expect(200);
    expect(upstream.requests.at(-1)?.url).toBe('/maps/streets-v2/256/21/3/4.png?key=mt-secret');
  });

  it('answers 503 when a keyed provider has no key', async () => {
    const app = await appWith({ MAP_PROVIDER: 'maptiler' });
    const res = await app.api.get('/api/tiles/maptiler/3/1/1');
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe('The maptiler map needs MAP_API_KEY on the server');
  });

  it('proxies the large maps service script with places, weekly and the key', async () => {
    const app = await appWith({ MAP_PROVIDER: 'google', MAP_API_KEY: 'g-secret' });
    upstream.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end('window.loaded = true;');
    });
    const res = await app.api.get('/api/google/js-api?callback=onMapsReady');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.text).toBe('window.loaded = true;');
    const sent = new URL(upstream.requests.at(-1)!.url, 'http://x');
    expect(sent.pathname).toBe('/maps/api/js');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      key: 'g-secret',
      libraries: 'places',
      v: 'weekly',
      loading: 'async',
      callback: 'onMapsReady',
    });
    // Kept for a while: a second page load does not ask again.
    await app.api.get('/api/google/js-api?callback=onMapsReady').expect(200);
    expect(seen('/maps/api/js')).toBe(1);

    expect((await app.api.get('/api/google/js-api?callback=alert(1)')).status).toBe(400);
    expect((await app.api.get('/api/tiles/google/3/1/1')).status).toBe(404);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/\*\.googleapis\.com /);
    const plain = String(
      (await osm.api.get('/api/tiles/osm/1/0/0')).headers['content-security-policy'],
    );
    expect(plain).not.toContain('google');
  });
});
