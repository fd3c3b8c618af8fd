import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from '../lib/list-routes';
import { type FakeUpstream, startFakeUpstream } from '../modules/map/fake-upstream';
import { setupTestApp } from '../test/app';
import { MATRIX } from './authorization-matrix';
import {
  fingerprint,
  NASTY_STRINGS,
  nastyBody,
  nastyQuery,
  nastySegment,
  nastyValue,
  wellFormed,
} from './hostile';
import { send } from './send';
import { buildWorld, type World } from './world';

/**
 * Random and hostile path segments, query strings and bodies against every route the server
 * registers (a new route is fuzzed without anyone adding it here): never a 500, always a
 * {detail}, and a refused request writes nothing.
 */
const overrides: Record<string, string> = {};
let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  overrides.TILE_UPSTREAM_URL = `${upstream.url}/{z}/{x}/{y}.png`;
});
afterAll(() => upstream.close());
const testApp = setupTestApp(overrides);

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const withBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Real ids of every kind, so some requests reach the code behind the id checks. */
const realIds = (w: World) =>
  [
    w.owner.id,
    w.friend.id,
    w.publicListing.id,
    w.privateListing.id,
    w.want.id,
    w.notification.id,
    w.request.id,
  ].map(String);

describe('hostile input on every route', () => {
  const routes = () => listRoutes(testApp().app);

  it('finds the routes to fuzz', () => {
    expect(routes().length).toBeGreaterThan(40);
  });

  // Build one describe per route lazily: the route list needs the app, built in beforeAll.
  it('never answers 500, always says why, and writes nothing when it refuses', async () => {
    const app = testApp();
    for (const route of routes()) {
      const world = await buildWorld(app.ctx);
      const ids = realIds(world);
      const segment = fc.oneof(nastySegment, fc.constantFrom(...ids, 'osm'));
      const params = (route.path.match(/\{\w+\}/g) ?? []).length;
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: params, maxLength: params }),
          nastyQuery,
          nastyBody,
          fc.constantFrom('guest', 'stranger', 'owner'),
          fc.boolean(),
          async (segments, query, body, role, rawText) => {
            let i = 0;
            const path = route.path.replace(/\{\w+\}/g, () => segments[i++] ?? '1');
            const url = query ? `${path}?${query}` : path;
            const verb = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
            let req = app.api[verb](url);
            const who = role === 'guest' ? undefined : world[role as 'stranger' | 'owner'];
            if (who) req = req.set('Authorization', `Bearer ${who.token}`);
            const before = await fingerprint(app.ctx.db);
            if (withBody.has(route.method)) {
              // Sent as text so that bare numbers, strings and truncated JSON go out as they are.
              const text = JSON.stringify(body) ?? 'null';
              req = req
                .set('Content-Type', 'application/json')
                .send(rawText ? `{"title": ${text}` : text);
            }
            const res = await req;
            const where = `${route.method} ${url} as ${role} with ${JSON.stringify(body)?.slice(0, 300)}`;
            expect(res.status, `${where} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
            if (res.status >= 400) {
              if (res.type === 'application/json') expect(res.body, where).toHaveProperty('detail');
              expect(await fingerprint(app.ctx.db), `${where} wrote something`).toBe(before);
            }
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
  }, 600_000);

  // The matrix's valid requests with one field made hostile: these get past the shape checks
  // into the services and the database, where a stray NUL or a huge number used to surface.
  it('answers a valid request with one hostile field with a clear refusal or literally', async () => {
    const app = testApp();
    const probeWorld = await buildWorld(app.ctx);
    const rows = MATRIX.filter((row) => {
      const probe = row.call(probeWorld, 0);
      return probe.body || probe.form || probe.path.includes('?') || probe.upload;
    });
    let n = 0;
    for (const row of rows) {
      const [method] = row.route.split(' ') as [string];
      const world = await buildWorld(app.ctx);
      await fc.assert(
        fc.asyncProperty(nastyValue, fc.nat(), async (value, pick) => {
          const call = row.call(world, 900_000 + ++n);
          let where = '';
          if (call.body && !Array.isArray(call.body)) {
            const keys = Object.keys(call.body);
            const key = keys[pick % keys.length]!;
            call.body = { ...call.body, [key]: value };
            where = `body.${key}`;
          } else if (call.form || call.upload) {
            const fields = call.form ?? { city: 'Salt Lake City', state: 'UT', postcode: '84101' };
            const keys = Object.keys(fields);
            const key = keys[pick % keys.length]!;
            const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
            const changed = { ...fields, [key]: text };
            if (call.form) call.form = changed;
            else call.upload = { field: 'file', fields: changed };
            where = `form.${key}`;
          } else {
            const [path, query] = call.path.split('?') as [string, string];
            const params = new URLSearchParams(query);
            const keys = [...params.keys()];
            const key = keys[pick % keys.length]!;
            params.set(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
            call.path = `${path}?${params}`;
            where = `query.${key}`;
          }
          const res = await send(app, method, call, world.owner.token);
          const what = `${row.route} ${where}=${JSON.stringify(value)?.slice(0, 200)}`;
          expect(res.status, `${what} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
          // Whatever was stored comes back exactly as sent (no escaping, no truncation).
          if (res.status < 300 && typeof value === 'string' && call.body) {
            const key = where.slice('body.'.length);
            const echoed = (res.body as Record<string, unknown>)?.[key];
            if (typeof echoed === 'string' && ['title', 'description', 'content'].includes(key))
              expect(echoed, what).toBe(wellFormed(value).trim());
          }
        }),
        {
          numRuns: RUNS,
          endOnFailure: true,
          // Besides the random runs: every known-nasty string once, and a NUL in every field.
          examples: [
            ...NASTY_STRINGS.map((text, k): [unknown, number] => [text, k]),
            ...[0, 1, 2, 3, 4].map((k): [unknown, number] => ['a\u0000b', k]),
          ],
        },
      );
    }
  }, 600_000);
});
