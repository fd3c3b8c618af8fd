import { type Database, openPglite, openPostgres } from '@server/db/client';
import { createMetrics } from '@server/observability/metrics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The metric's value in the registry's text, as a scraper reads it. */
async function scraped(metrics: ReturnType<typeof createMetrics>): Promise<number> {
  const text = await metrics.registry.metrics();
  const match = /^homegrown_db_statements_total (\d+)$/m.exec(text);
  if (!match) throw new Error('homegrown_db_statements_total is missing');
  return Number(match[1]);
}

const url = process.env.TEST_DATABASE_URL;

// The bench divides this counter by requests (docs/performance.md "Statements per request").
describe(`homegrown_db_statements_total (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = url ? await openPostgres(url, 2) : await openPglite(undefined);
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts each statement sent, a transaction without its begin and commit', async () => {
    const metrics = createMetrics();
    metrics.observeStatements(database.statements!);
    const start = await scraped(metrics);

    await database.db.execute(sql`select 1`);
    expect(await scraped(metrics)).toBe(start + 1);

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    });
    expect(await scraped(metrics)).toBe(start + 3);
    // Scraping again adds nothing.
    expect(await scraped(metrics)).toBe(start + 3);
  });
});
