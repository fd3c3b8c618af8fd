import { allContracts } from '@common/test/all-contracts';
import { apiRoutes } from '@server/routes';
import { setupTestApp } from '@server/test/app';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();
const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe('the API contracts (common/contracts)', () => {
  it('are served one by one: every route through its contract, every contract by a route', () => {
    const routes = apiRoutes(testApp().ctx);
    const contracts = new Map(allContracts.map((c) => [keyOf(c), c]));
    const unbound = routes.filter((r) => {
      const contract = contracts.get(keyOf(r));
      return !contract || contract.tag !== r.tag || contract.name !== r.name;
    });
    expect(unbound.map(keyOf), 'routes served without a contract').toEqual([]);
    const served = new Set(routes.map(keyOf));
    expect(
      allContracts.filter((c) => !served.has(keyOf(c))).map(keyOf),
      'contracts no route serves',
    ).toEqual([]);
  });

  it('name each route once in its group, so query keys cannot collide', () => {
    const names = allContracts.map((c) => `${c.tag}.${c.name}`);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
