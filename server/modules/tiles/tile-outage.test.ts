import { mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '@server/app';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import type { AppContext } from '@server/context';
import { createLogger } from '@server/lib/logger';
import { TEST_JWT_SECRET } from '@server/test/app';
import { freshDatabase } from '@server/test/database';
import { testClock } from '@server/test/fakes/clock';
import { type FakeUpstream, startFakeUpstream, TINY_PNG } from '@server/test/fakes/tile-upstream';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Line = { level: number; msg: string; failures?: number; detail?: string; err?: unknown };
const WARN = 40;
const ERROR = 50;

let upstream: FakeUpstream;
const contexts: AppContext[] = [];
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream.close();
  for (const ctx of contexts) {
    await ctx.database.close();
    await rm(ctx.config.dataDir, { recursive: true, force: true });
  }
});

/** An app at LOG_LEVEL info whose every log line is kept, with a clock the test moves. */
async function loggedApp(tileUpstream: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'homegrown-tiles-')),
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMITS: 'false',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    TILE_UPSTREAM_URL: tileUpstream,
  });
  const lines: Line[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
  const ctx = createContext(config, await freshDatabase(), logger);
  contexts.push(ctx);
  const clock = testClock();
  ctx.clock = clock;
  const outageLines = () => lines.filter((l) => l.msg.startsWith('map tile server unavailable'));
  return { ctx, clock, lines, outageLines, api: supertest(createApp(ctx)) };
}

/** The tiles of one map view: 31 of them, as the issue counted. */
const view = (z: number) =>
  Array.from({ length: 31 }, (_, i) => `/api/tiles/osm/${z}/${i % 8}/${Math.floor(i / 8)}`);

describe('the tile server is down (docs/product.md §6.7)', () => {
  it('unreachable: one warning with the count a minute, no error-level line or stack per tile', async () => {
    const app = await loggedApp('http://127.0.0.1:9');
    for (const url of view(3)) expect((await app.api.get(url)).status).toBe(502);

    expect(app.lines.filter((l) => l.level >= ERROR)).toEqual([]);
    expect(app.lines.filter((l) => l.err !== undefined)).toEqual([]);
    expect(app.outageLines()).toEqual([
      expect.objectContaining({
        level: WARN,
        failures: 1,
        detail: 'The map tile server could not be reached',
      }),
    ]);

    // A minute on, the next failure writes the next line: every failure since the last one.
    app.clock.advance(59_000);
    await app.api.get('/api/tiles/osm/4/0/0').expect(502);
    expect(app.outageLines()).toHaveLength(1);
    app.clock.advance(1_000);
    await app.api.get('/api/tiles/osm/4/0/1').expect(502);
    expect(app.outageLines().map((l) => l.failures)).toEqual([1, 32]);
    expect(app.outageLines()[1]?.msg).toBe(
      'map tile server unavailable: 32 failed tile fetches in the last minute',
    );
    expect(app.lines.filter((l) => l.level >= ERROR)).toEqual([]);
  });

  it('failing with 5xx: the same one line, then one line when it answers again', async () => {
    const app = await loggedApp(upstream.url);
    upstream.handle((_req, res) => {
      res.writeHead(503).end();
    });
    for (const url of view(5)) await app.api.get(url).expect(502);
    expect(app.outageLines()).toEqual([
      expect.objectContaining({
        level: WARN,
        failures: 1,
        detail: 'The map tile server answered 503',
      }),
    ]);
    expect(app.lines.filter((l) => l.level >= ERROR)).toEqual([]);

    upstream.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(TINY_PNG);
    });
    await app.api.get('/api/tiles/osm/5/0/0').expect(200);
    await app.api.get('/api/tiles/osm/5/0/1').expect(200);
    expect(app.lines.filter((l) => l.msg === 'map tile server answers again')).toEqual([
      expect.objectContaining({ failures: 30 }),
    ]);
    // A new outage is reported at once, not held back by the old one's minute.
    upstream.handle((_req, res) => {
      res.writeHead(500).end();
    });
    await app.api.get('/api/tiles/osm/5/3/3').expect(502);
    expect(app.outageLines()).toHaveLength(2);
  });

  it('a stale copy served while it is down counts too, without a warning per tile', async () => {
    const app = await loggedApp(upstream.url);
    upstream.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(TINY_PNG);
    });
    const tiles = ['/api/tiles/osm/6/1/1', '/api/tiles/osm/6/1/2', '/api/tiles/osm/6/1/3'];
    for (const url of tiles) await app.api.get(url).expect(200);
    const old = new Date(Date.now() - 30 * 24 * 3600_000);
    for (const tile of ['6/1/1', '6/1/2', '6/1/3'])
      await utimes(path.join(app.ctx.config.dataDir, 'tiles', 'osm', tile), old, old);
    upstream.handle((_req, res) => {
      res.writeHead(502).end();
    });
    for (const url of tiles) await app.api.get(url).expect(200);
    expect(app.lines.filter((l) => l.level >= WARN)).toEqual([
      expect.objectContaining({ msg: expect.stringMatching(/^map tile server unavailable/) }),
    ]);
  });

  it('a tile the server does not have (404) is no outage', async () => {
    const app = await loggedApp(upstream.url);
    upstream.handle((_req, res) => {
      res.writeHead(404).end();
    });
    await app.api.get('/api/tiles/osm/7/1/1').expect(404);
    expect(app.outageLines()).toEqual([]);
  });
});
