import { SORTS } from '@common/sorts';
import { openApiPath } from '@server/openapi/build';
import { apiRoutes } from '@server/routes';
import { listRoutes } from '@server/test/list-routes';
import { setupTestAppWithTiles } from '@server/test/tiles-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fingerprint,
  NASTY_STRINGS,
  NASTY_TIMESTAMPS,
  nastyBody,
  nastyId,
  nastyQuery,
  nastyQueryValue,
  nastySegment,
  nastyTimestamp,
  nastyValue,
  wellFormed,
} from './hostile';
import { MATRIX } from './matrix';
import { send } from './send';
import { buildWorld, type World } from './world';

/**
 * Random and hostile path segments, query strings and bodies against every route the server
 * registers (a new route is fuzzed without anyone adding it here): never a 500, always a
 * {detail}, and a refused request writes nothing.
 */
const testApp = setupTestAppWithTiles();

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

/** The keys a query schema reads (through .refine() and .pipe(), which keep the object's shape). */
function queryKeys(schema: unknown): string[] {
  const s = schema as { shape?: object; def?: { in?: unknown } };
  if (s.shape) return Object.keys(s.shape);
  return s.def?.in ? queryKeys(s.def.in) : [];
}

const listingCursor = (value: unknown) =>
  Buffer.from(JSON.stringify(value, (_k, x) => (typeof x === 'bigint' ? Number(x) : x))).toString(
    'base64url',
  );

describe('hostile query parameters: cursors, dates, ids, numbers and enums', () => {
  // Every declared route with a query schema, so a new list endpoint is covered as soon as it
  // is declared (server/routes.ts).
  const withQuery = () =>
    apiRoutes(testApp().ctx)
      .filter((route) => route.query)
      .map((route) => ({
        method: route.method,
        path: openApiPath(route.path),
        query: route.query,
      }));

  it('finds every endpoint that takes a cursor or a date', () => {
    const paged = withQuery()
      .filter((op) => queryKeys(op.query).some((k) => k === 'cursor' || k === 'before'))
      .map((op) => `${op.method} ${op.path}`);
    expect(paged).toEqual(
      expect.arrayContaining([
        'GET /api/listings',
        'GET /api/messages',
        'GET /api/messages/{otherId}',
        'GET /api/notifications',
        'GET /api/map/listings/nearby',
        'GET /api/auth/friends',
        'GET /api/auth/friends/requests',
        'GET /api/auth/users',
      ]),
    );
  });

  it('never answers 500 and always says why, whatever each parameter holds', async () => {
    const app = testApp();
    for (const op of withQuery()) {
      const keys = queryKeys(op.query);
      const row = MATRIX.find((r) => r.route === `${op.method} ${op.path}`);
      expect(row, `${op.method} ${op.path} has a row in the authorization matrix`).toBeDefined();
      const world = await buildWorld(app.ctx);
      let n = 0;
      await fc.assert(
        fc.asyncProperty(
          // A valid request (the matrix's) with one to three of its parameters made hostile.
          fc
            .uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: 3 })
            .chain((picked) =>
              fc.tuple(...picked.map((key) => fc.tuple(fc.constant(key), nastyQueryValue(key)))),
            ),
          async (pairs) => {
            const call = row!.call(world, 800_000 + ++n);
            const [path, query] = call.path.split('?') as [string, string | undefined];
            const params = new URLSearchParams(query);
            for (const [key, value] of pairs) params.set(key, wellFormed(value));
            call.path = `${path}?${params}`;
            const before = await fingerprint(app.ctx.db);
            const res = await send(app, op.method, call, world.owner.token);
            const where = `${op.method} ${call.path}`;
            expect(res.status, `${where} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
            if (res.status >= 400) {
              // Node itself answers a request line past its limit (431), with no body.
              if (res.status !== 431) expect(res.body, where).toHaveProperty('detail');
              expect(await fingerprint(app.ctx.db), `${where} wrote something`).toBe(before);
            }
          },
        ),
        { numRuns: RUNS * 2, endOnFailure: true },
      );
    }
  }, 600_000);

  it('reads every listing cursor with a real date, price and id, or refuses it with 422', async () => {
    const app = testApp();
    const world = await buildWorld(app.ctx);
    const scopes: fc.Arbitrary<string> = fc.constantFrom(
      'public=true',
      'friends=true',
      'mine=true',
      `user_id=${world.owner.id}`,
      '',
    );
    const key = (sort: string) =>
      sort.startsWith('price')
        ? fc.oneof(
            fc.double({ min: -1, max: 1e10, noNaN: true }).map((p) => p.toFixed(2)),
            nastyTimestamp,
          )
        : nastyTimestamp;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SORTS).chain((sort) => fc.tuple(fc.constant(sort), key(sort), nastyId)),
        scopes,
        async ([sort, sortKey, id], scope) => {
          const url = `/api/listings/?${scope}&sort=${sort}&cursor=${listingCursor([sort, sortKey, id])}`;
          const res = await app.as(world.owner).get(url);
          const where = `${url} (${JSON.stringify([sort, sortKey, String(id)])})`;
          expect([200, 422], `${where} → ${JSON.stringify(res.body)}`).toContain(res.status);
          if (res.status === 422)
            expect(res.body.detail[0].loc, where).toEqual(['query', 'cursor']);
        },
      ),
      {
        numRuns: RUNS * 4,
        endOnFailure: true,
        examples: NASTY_TIMESTAMPS.map(
          (t): [[(typeof SORTS)[number], string, number | bigint], string] => [
            ['newest', t, 1],
            'public=true',
          ],
        ),
      },
    );
  }, 600_000);
});
