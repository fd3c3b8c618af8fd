import type { Route } from '@server/http/route';
import { openApiPath } from '@server/openapi/build';
import { ACCESS, refusal, type Standing } from '@server/policies/access';
import { apiRoutes } from '@server/routes';
import { listRoutes } from '@server/test/list-routes';
import { setupTestAppWithTiles } from '@server/test/tiles-app';
import { describe, expect, it } from 'vitest';
import { MATRIX, type MatrixRow } from './matrix';
import { send } from './send';
import { actor, buildWorld, ROLES, type Role } from './world';

const testApp = setupTestAppWithTiles();

type Statuses = Record<Role, number>;
const keyOf = (route: Route) => `${route.method} ${openApiPath(route.path)}`;

/**
 * Who each role is to the thing a row's call acts on (docs/decisions.md "Route declarations"):
 * the owner's; a friend sees what is not the owner's alone; the reporter, the moderator and the
 * member the owner blocks are strangers, who see only public things. A call about no thing
 * acts on the caller's own account.
 */
function standingOf(role: Role, thing: MatrixRow['thing']): Standing {
  const signedIn = role !== 'guest';
  const sees =
    thing === undefined ||
    role === 'owner' ||
    thing === 'public' ||
    (role === 'friend' && thing !== 'own');
  const owns = thing === undefined || role === 'owner';
  return { signedIn, moderator: role === 'moderator', sees, owns };
}

/**
 * What each role gets from a route: the policy layer's answer for its declared access and the
 * role's standing (server/policies/access.ts), unless the row says otherwise. A guest route
 * about a friends-only thing answers 404 to whoever may not see it (the listing's visibility).
 */
function expected(route: Route, row: MatrixRow): Statuses {
  const ok = route.status ?? 200;
  const statuses = {} as Statuses;
  for (const role of ROLES) {
    const standing = standingOf(role, row.thing);
    const refused =
      route.access === 'guest' && row.thing === 'friends-only' && !standing.sees
        ? 404
        : refusal(route.access, standing);
    statuses[role] = refused ?? ok;
  }
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

  it('lets a route skip asking a policy only where it is about the caller or the community', () => {
    // docs/decisions.md "Policies": `about` is a member route's own proof that there is nothing
    // to decide, so no row of such a route acts on a thing, changes with a block, or refuses a
    // member (403); every other member route must ask a check, or mount refuses its answer. A
    // 404 there is the caller's own nothing (no picture yet), not someone else's thing.
    const routes = declared();
    expect(
      routes.filter((r) => r.about !== undefined && r.access !== 'member').map(keyOf),
      'routes declared `about` that are not member routes',
    ).toEqual([]);
    const about = new Set(routes.filter((r) => r.about !== undefined).map(keyOf));
    const deciding = MATRIX.filter(
      (row) =>
        about.has(row.route) &&
        (row.thing !== undefined ||
          row.blocked !== undefined ||
          Object.values(row.outcome ?? {}).includes(403)),
    );
    expect(
      deciding.map((row) => row.route),
      'routes declared `about` whose rows decide',
    ).toEqual([]);
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
