import { listings } from '@server/db/schema';
import { distanceKm } from '@server/geo/geo';
import { shownToOthers } from '@server/policies/listings';
import { setupTestApp } from '@server/test/app';
import { befriend, createListing, createUser } from '@server/test/factories';
import { and, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { nearestPage } from './nearest-page';
import { searchListings } from './queries';

// The `distance` sort through the GiST index's nearest-first walk (nearest-page.ts) must page
// exactly as ranking every listing in scope by true distance, then id, would.
const testApp = setupTestApp();

/** Repeatable pseudo-random numbers in [0, 1). */
function seededRandom(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

describe('the distance sort', () => {
  it('pages nearest first exactly as a brute-force ranking does, places-less listings last', async () => {
    const { ctx } = testApp();
    const random = seededRandom(21);
    // Far north, where `<->` (degrees) and true distance disagree the most.
    const centre = { latitude: 61, longitude: 25 };
    const around = () => ({
      latitude: centre.latitude + (random() - 0.5) * 1.5,
      longitude: centre.longitude + (random() - 0.5) * 3,
    });
    const viewer = await createUser(ctx, centre);
    const friend = await createUser(ctx, around());
    await befriend(ctx, viewer, friend);
    // Public listings of many members, the friend's private ones, and what neither tab shows.
    const shown = new Set<number>();
    for (let i = 0; i < 24; i++) {
      const owner = await createUser(
        ctx,
        i % 8 === 7 ? { latitude: null, longitude: null } : around(),
      );
      shown.add((await createListing(ctx, owner)).id);
      await createListing(ctx, owner, { isPublic: false });
      await createListing(ctx, owner, { isActive: false });
    }
    for (let i = 0; i < 3; i++) {
      shown.add((await createListing(ctx, friend, { isPublic: i === 0 })).id);
    }
    await createListing(ctx, viewer);

    const stored = await ctx.db.execute(sql`select id, (location)[1] as lat, (location)[0] as lon
      from listings`);
    const rows = (Array.isArray(stored) ? stored : (stored as { rows: unknown[] }).rows) as {
      id: number;
      lat: number | null;
      lon: number | null;
    }[];
    const reference = (from: { latitude: number; longitude: number }) =>
      rows
        .filter((r) => shown.has(Number(r.id)))
        .map((r) => ({
          id: Number(r.id),
          km:
            r.lat === null || r.lon === null
              ? Number.POSITIVE_INFINITY
              : distanceKm(from.latitude, from.longitude, Number(r.lat), Number(r.lon)),
        }))
        .sort((a, b) => a.km - b.km || a.id - b.id)
        .map((r) => r.id);

    for (const size of [3, 7, 100]) {
      const seen: number[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 40; page++) {
        const res = await testApp()
          .as(viewer)
          .get(
            `/api/listings/?friends=true&public=true&sort=distance&limit=${size}${cursor ? `&cursor=${cursor}` : ''}`,
          );
        expect(res.status).toBe(200);
        seen.push(...res.body.map((l: { id: number }) => l.id));
        cursor = res.headers['x-next-cursor'];
        if (!cursor) break;
      }
      expect(seen, `pages of ${size}`).toEqual(reference(centre));
    }

    // Straight at the query, from other points: each tab alone and both, one long page.
    for (let look = 0; look < 4; look++) {
      const point = around();
      const answer = await searchListings(ctx.db, {
        viewerId: viewer.id,
        friends: true,
        public: true,
        point,
        sort: 'distance',
        limit: 200,
      });
      expect(answer.map((r) => r.listing.id)).toEqual(reference(point));
    }
  });

  it('walks the GiST index nearest first, then the reach’s box', async () => {
    const { ctx } = testApp();
    const viewer = await createUser(ctx);
    // The page of the Public tab, as searchListings builds it (the table is tiny here, where a
    // sequential scan or a sort is cheaper: this proves the index can serve it).
    const where = and(sql`${listings.isPublic}`, shownToOthers(viewer.id))!;
    const built = new PgDialect().sqlToQuery(
      nearestPage(where, { latitude: 40.7, longitude: -111.9 }, 51),
    );
    const statement = built.sql.replace(/\$(\d+)/g, (_, n) => {
      const value = built.params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value)}'`;
    });
    const query = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return tx.execute(sql.raw(`explain ${statement.slice(1, -1)}`));
    });
    const plan = (Array.isArray(query) ? query : (query as { rows: unknown[] }).rows) as {
      'QUERY PLAN': string;
    }[];
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Order By: \(location <-> /);
    expect(text).toMatch(/Index Cond: \(location <@/);
  });
});
