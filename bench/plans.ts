import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listingsQuerySchema } from '@common/schemas/listings-query';
import { nearbyQuerySchema } from '@common/schemas/map';
import { threadQuerySchema, threadsQuerySchema } from '@common/schemas/messages';
import type { PGlite } from '@electric-sql/pglite';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import type { Database, Db } from '@server/db/client';
import * as schema from '@server/db/schema';
import { createLogger } from '@server/lib/logger';
import { signToken } from '@server/lib/tokens';
import { createTokenResolver } from '@server/middleware/auth';
import * as listings from '@server/modules/listings/service';
import * as map from '@server/modules/map/service';
import * as messages from '@server/modules/messages/service';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { EXCHANGE_GROWING, exchangeFigures } from './exchange-plans';
import type { Fixtures } from './fixtures';
import type { SqlClient } from './sql-client';
import { SEARCHES, TOWNS } from './vocabulary';

export interface PlanCheck {
  key: string;
  label: string;
  statements: number;
  /** Sequential scans of tables that grow with the community. */
  seqScans: string[];
  /** Nearby only: the GiST index serves both the box filter and the nearest-first order. */
  nearestByIndex?: boolean;
  /**
   * Searches only: the listings are found through an index, the full-text GIN index
   * (`listings_search_idx`, a bitmap scan) or a feed index walked in the page's order.
   */
  searchIndex?: string | undefined;
  /** The statements' execution times added up (EXPLAIN ANALYZE, one run, warm cache). */
  dbMs: number;
  text: string;
}

/** Tables whose size grows with members and time: reading one whole is never right. */
const GROWING = [
  'users',
  'listings',
  'want_listings',
  'friendships',
  'messages',
  'conversations',
  'notifications',
  ...EXCHANGE_GROWING,
];

interface Captured {
  query: string;
  params: unknown[];
}

/**
 * Runs the server's own services for each figure against the seeded database, records every
 * statement they send (Drizzle's logger) and EXPLAINs it with its parameters: the plans are
 * exactly those of the code the server runs, on PGlite and PostgreSQL alike.
 */
export async function checkPlans(
  db: SqlClient,
  fx: Fixtures,
  secret: string,
): Promise<PlanCheck[]> {
  const captured: Captured[] = [];
  const logger: DrizzleLogger = { logQuery: (query, params) => captured.push({ query, params }) };
  const drizzleDb = (db.kind === 'pglite'
    ? drizzlePglite(db.raw as PGlite, { schema, logger })
    : drizzlePg(db.raw as pg.Client, { schema, logger })) as unknown as Db;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'homegrown-plans-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
  });
  const database: Database = {
    db: drizzleDb,
    kind: db.kind,
    ping: async () => {},
    migrate: async () => {},
    close: async () => {},
  };
  const ctx = createContext(config, database, createLogger('silent'));
  // Without the session cache: the figure is the database lookup every new token takes.
  const resolveToken = createTokenResolver(drizzleDb, secret);

  const [me, other] = fx.threadPairs[0]!;
  const viewer = fx.friendedIds[0]!;
  const town = TOWNS[0]!;
  const market = { sort: 'newest', state_id: '1' };
  // As the route calls it: the viewer's home is read with the page (vantage.ts).
  const noLanguage = {};
  const figures: { key: string; label: string; run: () => Promise<unknown> }[] = [
    {
      key: 'auth',
      label: 'Token check (every signed-in request)',
      run: () => resolveToken(signToken(secret, viewer, 0)),
    },
    {
      key: 'marketplace',
      label: 'Marketplace page',
      run: () =>
        listings.listListings(
          ctx,
          listingsQuerySchema.parse({ ...market, friends: 'false', public: 'true' }),
          viewer,
          noLanguage,
        ),
    },
    {
      key: 'friends',
      label: "Friend's tab",
      run: () =>
        listings.listListings(
          ctx,
          listingsQuerySchema.parse({ ...market, friends: 'true', public: 'false' }),
          viewer,
          noLanguage,
        ),
    },
    ...[
      { key: 'search', label: 'Search with filters, a common word', q: SEARCHES.common[0]! },
      { key: 'search-rare', label: 'Search with filters, rare words', q: SEARCHES.rare[0]! },
    ].map(({ key, label, q }) => ({
      key,
      label,
      run: () =>
        listings.listListings(
          ctx,
          listingsQuerySchema.parse({
            public: 'true',
            friends: 'false',
            q,
            category_id: '1',
            type_id: '1,2',
            state_id: '1',
            min_price: '2',
            max_price: '27',
            sort: 'price-low',
          }),
          viewer,
          noLanguage,
        ),
    })),
    {
      key: 'detail',
      label: 'Listing detail',
      run: () => listings.getListing(ctx, fx.listingIds[0]!, viewer, undefined),
    },
    {
      key: 'seller',
      label: 'Seller page',
      run: () =>
        listings.listListings(
          ctx,
          listingsQuerySchema.parse({ ...market, user_id: me }),
          viewer,
          noLanguage,
        ),
    },
    {
      key: 'nearby',
      label: 'Nearby listings',
      run: () =>
        map.nearbyListings(
          ctx,
          viewer,
          nearbyQuerySchema.parse({
            latitude: String(town.lat),
            longitude: String(town.lon),
            radius_km: '50',
            limit: '100',
          }),
          undefined,
        ),
    },
    {
      key: 'threads',
      label: 'Threads list',
      run: () => messages.listThreads(ctx, me, threadsQuerySchema.parse({})),
    },
    {
      key: 'thread',
      label: "A thread's messages",
      run: () => messages.threadMessages(ctx, me, other, threadQuerySchema.parse({})),
    },
    ...exchangeFigures(ctx, fx, viewer),
    {
      key: 'create',
      label: 'Create a listing and match it',
      run: () =>
        listings.createListing(
          ctx,
          viewer,
          {
            title: 'Fresh tomato',
            description: 'Too many this year, come and get some.',
            price: 3,
            is_active: true,
            is_public: true,
            type_id: 1,
            state_id: 1,
            category_id: 1,
            simmer_hours: 0,
          },
          { images: [] },
        ),
    },
  ];

  const checks: PlanCheck[] = [];
  try {
    for (const figure of figures) {
      captured.length = 0;
      await figure.run();
      // Transaction control (node-postgres sends `begin` and `commit` as statements) has no plan.
      const statements = captured.filter(
        (s) => !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(s.query),
      );
      const parts: string[] = [];
      for (const statement of statements) {
        const write = /^\s*(insert|update|delete)/i.test(statement.query);
        // Run again to show real rows and time; a write in a transaction that is rolled back.
        if (write) await db.exec('begin');
        const rows = await db
          .query<{ 'QUERY PLAN': string }>(
            `explain (analyze, costs off) ${statement.query}`,
            statement.params,
          )
          .finally(() => (write ? db.exec('rollback') : undefined));
        parts.push(
          `-- ${statement.query.replace(/\s+/g, ' ')}\n-- params: ${JSON.stringify(statement.params)}\n${rows
            .map((r) => r['QUERY PLAN'])
            .join('\n')}`,
        );
      }
      const text = parts.join('\n\n');
      const dbMs = [...text.matchAll(/Execution Time: ([\d.]+) ms/g)].reduce(
        (sum, m) => sum + Number(m[1]),
        0,
      );
      const seqScans = [
        ...new Set(
          [...text.matchAll(/Seq Scan on (\w+)/g)]
            .map((m) => m[1]!)
            .filter((table) => GROWING.includes(table)),
        ),
      ];
      const check: PlanCheck = {
        key: figure.key,
        label: figure.label,
        statements: statements.length,
        dbMs,
        seqScans,
        text,
      };
      if (figure.key === 'nearby') {
        // The nearest-first statement: one index scan whose condition is the box (<@) and
        // whose order is the distance (<->).
        const knn = parts.find((p) => p.includes('<->')) ?? '';
        check.nearestByIndex =
          /Index (Only )?Scan using listings_location_idx/.test(knn) &&
          /Index Cond: \(.*location <@/.test(knn) &&
          /Order By: \(.*location <->/.test(knn);
      }
      if (figure.key.startsWith('search')) {
        // The statement that reads listings by the search's words.
        const found = parts.find((p) => p.includes('@@')) ?? '';
        check.searchIndex = /listings_search_idx/.test(found)
          ? 'listings_search_idx (GIN, bitmap scan)'
          : /Index (Only )?Scan (Backward )?using (listings_\w+)/.exec(found)?.[3];
      }
      checks.push(check);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return checks;
}
