import type { Access, Route } from '@server/http/route';
import { openApiPath } from '@server/openapi/build';
import { apiRoutes } from '@server/routes';
import { listRoutes } from '@server/test/list-routes';
import { setupTestAppWithTiles } from '@server/test/tiles-app';
import { describe, expect, it } from 'vitest';
import { MATRIX, type MatrixRow } from './authorization-matrix';
import { send } from './send';
import { actor, buildWorld, ROLES, type Role } from './world';

const testApp = setupTestAppWithTiles();

type Statuses = Record<Role, number>;
const ACCESS: readonly Access[] = ['guest', 'member', 'owner', 'moderator'];
const keyOf = (route: Route) => `${route.method} ${openApiPath(route.path)}`;

/** [guest, stranger, friend, owner] as a record of the seven roles. */
function cast(
  [guest, stranger, friend, owner]: [number, number, number, number],
  moderator = stranger,
): Statuses {
  return { guest, stranger, friend, owner, blocked: stranger, reporter: stranger, moderator };
}

/**
 * What each role gets from a route, from its declared access and what the call acts on
 * (server/http/route.ts `Access`, docs/decisions.md "Route declarations"). The reporter, the
 * moderator and the member the owner blocks are strangers to the owner, except on the
 * moderation desk and where a row says what blocking changes (`blocked`).
 */
function expected(route: Route, row: MatrixRow): Statuses {
  const ok = route.status ?? 200;
  const { thing } = row;
  const byAccess: Record<Access, () => Statuses> = {
    guest: () => cast(thing === 'friends-only' ? [404, 404, ok, ok] : [ok, ok, ok, ok]),
    member: () => cast([401, ok, ok, ok]),
    owner: () =>
      cast(
        thing === 'public'
          ? [401, 403, 403, ok]
          : thing === 'friends-only'
            ? [401, 404, 403, ok]
            : thing === 'own'
              ? [401, 404, 404, ok]
              : [401, ok, ok, ok],
      ),
    moderator: () => cast([404, 404, 404, 404], ok),
  };
  const statuses = byAccess[route.access]();
  for (const role of ROLES) {
    const outcome = row.outcome?.[role];
    if (outcome === undefined) continue;
    if (statuses[role] !== ok) {
      throw new Error(`${row.route}: an outcome for ${role} would override its access`);
    }
    statuses[role] = outcome;
  }
  if (row.blocked !== undefined) statuses.blocked = row.blocked;
  return statuses;
}

describe('the authorization matrix', () => {
  const declared = () => apiRoutes(testApp().ctx);

  it('reads a declared access from every route', () => {
    const undeclared = declared().filter((r) => !ACCESS.includes(r.access));
    expect(undeclared.map(keyOf), 'routes without a known access').toEqual([]);
  });

  it('has a row for every declared route, and none for a route that is not declared', () => {
    const routes = new Set(declared().map(keyOf));
    const covered = new Set(MATRIX.map((row) => row.route));
    expect(
      [...routes].filter((r) => !covered.has(r)),
      'routes missing from MATRIX',
    ).toEqual([]);
    expect(
      [...covered].filter((r) => !routes.has(r)),
      'MATRIX rows for no route',
    ).toEqual([]);
  });

  it('serves no API route that is not declared', () => {
    const routes = new Set(declared().map(keyOf));
    const registered = listRoutes(testApp().app).map((r) => `${r.method} ${r.path}`);
    expect(registered.filter((r) => !routes.has(r))).toEqual([]);
  });

  let n = 0;
  for (const row of MATRIX) {
    const [method, path] = row.route.split(' ') as [string, string];
    describe(`${row.route}${row.variant ? ` (${row.variant})` : ''}`, () => {
      for (const role of ROLES) {
        it(`${role} gets what the route's access says`, async () => {
          const app = testApp();
          const route = apiRoutes(app.ctx).find((r) => keyOf(r) === row.route);
          if (!route) throw new Error(`${row.route} is not declared`);
          const status = expected(route, row)[role];
          const world = await buildWorld(app.ctx, { avatar: row.avatar });
          const call = row.call(world, ++n + process.pid * 1000);
          expect(call.path.startsWith(path.replace(/\{.*$/, '').replace(/\/$/, ''))).toBe(true);
          const res = await send(app, method, call, actor(world, role)?.token);
          expect(res.status, `${route.access} route: ${JSON.stringify(res.body)}`).toBe(status);
          if (res.status >= 400 && res.type === 'application/json')
            expect(res.body).toHaveProperty('detail');
        });
      }
    });
  }
});
