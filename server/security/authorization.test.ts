import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from '../lib/list-routes';
import { type FakeUpstream, startFakeUpstream } from '../modules/map/fake-upstream';
import { setupTestApp } from '../test/app';
import { MATRIX } from './authorization-matrix';
import { send } from './send';
import { actor, buildWorld, ROLES } from './world';

// The tile proxy's upstream must exist before the app is built (the override is read then).
const overrides: Record<string, string> = {};
let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  overrides.TILE_UPSTREAM_URL = `${upstream.url}/{z}/{x}/{y}.png`;
});
afterAll(() => upstream.close());
const testApp = setupTestApp(overrides);

const key = (method: string, path: string) => `${method} ${path}`;

describe('the authorization matrix', () => {
  it('has a row for every route the server registers, and none for a route it does not', () => {
    const registered = new Set(listRoutes(testApp().app).map((r) => key(r.method, r.path)));
    const covered = new Set(MATRIX.map((row) => row.route));
    expect(
      [...registered].filter((r) => !covered.has(r)),
      'routes missing from MATRIX',
    ).toEqual([]);
    expect(
      [...covered].filter((r) => !registered.has(r)),
      'MATRIX rows for no route',
    ).toEqual([]);
  });

  let n = 0;
  for (const row of MATRIX) {
    const [method, path] = row.route.split(' ') as [string, string];
    describe(`${row.route}${row.variant ? ` (${row.variant})` : ''}`, () => {
      ROLES.forEach((role, i) => {
        const expected = row.expect[i];
        it(`${role} → ${expected}`, async () => {
          const app = testApp();
          const world = await buildWorld(app.ctx, { avatar: row.avatar });
          const call = row.call(world, ++n + process.pid * 1000);
          expect(call.path.startsWith(path.replace(/\{.*$/, '').replace(/\/$/, ''))).toBe(true);
          const res = await send(app, method, call, actor(world, role)?.token);
          expect(res.status, JSON.stringify(res.body)).toBe(expected);
          if (res.status >= 400 && res.type === 'application/json')
            expect(res.body).toHaveProperty('detail');
        });
      });
    });
  }
});
