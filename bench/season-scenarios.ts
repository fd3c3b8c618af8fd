import path from 'node:path';
import { openPglite, openPostgres } from '@server/db/client';
import { buildSeasonWords } from '@server/modules/seasons/rebuild';
import type { Fixtures } from './fixtures';
import { cycle, type Scenario } from './http-load';
import { TOWNS } from './vocabulary';

/**
 * "In season near you" (docs/product.md §7.20), as client/src/features/seasons/api.ts asks
 * for it: members in turn, each around their own cloaked point's square, at the page's default
 * radius (each square's answer built once in the run, then kept); and guests by the ZIP codes
 * of the seeded towns (the bundled gazetteer geocodes them).
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

/**
 * season_words built from the seeded listings before the server starts, as its sweep would
 * (docs/product.md §7.20): the seed writes listings with SQL, and the server's first sweep,
 * finding the build fresh, then leaves it. Answers how long the build took, in ms.
 */
export async function buildBenchSeasonWords(
  databaseUrl: string | undefined,
  dataDir: string,
  log: (line: string) => void,
): Promise<number> {
  const database = databaseUrl
    ? await openPostgres(databaseUrl, 1)
    : await openPglite(path.join(dataDir, 'db'));
  try {
    const started = performance.now();
    await buildSeasonWords(database.db, new Date());
    const ms = performance.now() - started;
    log(`Built the words in season near you in ${Math.round(ms)} ms`);
    return ms;
  } finally {
    await database.close();
  }
}
