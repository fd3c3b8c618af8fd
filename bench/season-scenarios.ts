import type { Fixtures } from './fixtures';
import { cycle, type Scenario } from './http-load';
import { TOWNS } from './vocabulary';

/**
 * "In season near you" (docs/product.md §7.20), as client/src/features/seasons/api.ts asks
 * for it: members in turn, each around their own cloaked point, at the page's default radius;
 * and guests by the ZIP codes of the seeded towns (the bundled gazetteer geocodes them).
 */
export function seasonScenarios(
  _fx: Fixtures,
  token: (id: number) => string | undefined,
  member: () => number,
): Scenario[] {
  const zip = cycle(TOWNS.map((t) => t.zip));
  return [
    {
      key: 'seasons',
      label: 'In season near you (10 km, a member)',
      next: () => ({ method: 'GET', path: '/api/seasons?within=10', token: token(member()) }),
    },
    {
      key: 'seasonsGuest',
      label: 'In season near you (10 km, a guest by ZIP)',
      next: () => ({ method: 'GET', path: `/api/seasons?within=10&zip=${zip()}` }),
    },
  ];
}
