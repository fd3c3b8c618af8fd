import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { start } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { deriveLocationKey } from '@server/config-keys';
import { openDatabase } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { listings, users } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createListing, createUser, reloadUser } from '@server/test/factories';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cloakPoint } from './cloak';
import { cloakStoredHomes } from './cloak-backfill';

const testApp = setupTestApp();

/** A member stored before migration 0013: an exact home and no cloak. */
const uncloaked = { cloakedLatitude: null, cloakedLongitude: null };

async function locationOf(listingId: number) {
  const [row] = await rowsOf<{ latitude: number | null; longitude: number | null }>(
    testApp().ctx.db,
    sql`select (location)[1] as latitude, (location)[0] as longitude from ${listings}
        where ${listings.id} = ${listingId}`,
  );
  return row;
}

async function uncloakedCount() {
  const [row] = await rowsOf<{ n: number }>(
    testApp().ctx.db,
    sql`select count(*)::int as n from ${users}
        where latitude is not null and (cloaked_latitude is null or cloaked_longitude is null)`,
  );
  return Number(row!.n);
}

describe('cloakStoredHomes (start-up backfill)', () => {
  it('cloaks each home that has none, puts its listings back on the map, and leaves the rest', async () => {
    const { ctx } = testApp();
    const key = ctx.config.locationKey;
    const home = { latitude: 40.7712, longitude: -111.8801 };
    const old = await createUser(ctx, { ...home, ...uncloaked });
    const listing = await createListing(ctx, old);
    // Migration 0013 forgot the exact point its listings had: off the map until cloaked.
    expect(await locationOf(listing.id)).toEqual({ latitude: null, longitude: null });
    const nowhere = await createUser(ctx, { latitude: null, longitude: null });
    // Already cloaked, under another key: a stored point is never moved.
    const otherKey = deriveLocationKey('an-earlier-location-secret-0123456789');
    const kept = cloakPoint(otherKey, home);
    const done = await createUser(ctx, {
      ...home,
      cloakedLatitude: kept.latitude,
      cloakedLongitude: kept.longitude,
    });

    expect(await cloakStoredHomes(ctx.db, key)).toBe(1);
    const cloaked = cloakPoint(key, home);
    const row = await reloadUser(ctx, old.id);
    expect([row?.latitude, row?.longitude]).toEqual([home.latitude, home.longitude]);
    expect([row?.cloakedLatitude, row?.cloakedLongitude]).toEqual([
      cloaked.latitude,
      cloaked.longitude,
    ]);
    expect(await locationOf(listing.id)).toEqual(cloaked);
    const none = await reloadUser(ctx, nowhere.id);
    expect([none?.cloakedLatitude, none?.cloakedLongitude]).toEqual([null, null]);
    const same = await reloadUser(ctx, done.id);
    expect([same?.cloakedLatitude, same?.cloakedLongitude]).toEqual([
      kept.latitude,
      kept.longitude,
    ]);

    // Idempotent: a second start finds nothing to do.
    expect(await cloakStoredHomes(ctx.db, key)).toBe(0);
  });

  it('cloaks thousands in batches, once each, when two processes run it together', async () => {
    const { ctx } = testApp();
    const key = ctx.config.locationKey;
    await ctx.db.execute(sql`insert into users (email, username, password_hash, first_name,
        last_name, latitude, longitude)
      select 'bulk' || i || '@example.com', 'bulk' || i, '!', 'Bulk', 'Member',
        40.5 + (i % 97) * 0.0071, -112 + (i / 97) * 0.0093
      from generate_series(1, 2500) i`);
    expect(await uncloakedCount()).toBe(2500);

    const [first, second] = await Promise.all([
      cloakStoredHomes(ctx.db, key),
      cloakStoredHomes(ctx.db, key),
    ]);
    expect(first + second).toBe(2500);
    expect(await uncloakedCount()).toBe(0);

    const sample = await ctx.db.select().from(users).where(eq(users.username, 'bulk1234'));
    const expected = cloakPoint(key, {
      latitude: sample[0]!.latitude!,
      longitude: sample[0]!.longitude!,
    });
    expect([sample[0]!.cloakedLatitude, sample[0]!.cloakedLongitude]).toEqual([
      expected.latitude,
      expected.longitude,
    ]);
  });

  it('runs at start-up, after the migrations', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homegrown-cloak-start-'));
    try {
      const config = loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: 'start-secret-start-secret-start-secret-01',
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'silent',
      });
      const database = await openDatabase({ databaseUrl: undefined, dataDir });
      await database.migrate();
      const home = { latitude: 40.7712, longitude: -111.8801 };
      await database.db.insert(users).values({
        email: 'before@example.com',
        username: 'stored_before',
        passwordHash: '!',
        firstName: 'Stored',
        lastName: 'Before',
        ...home,
      });
      await database.close();

      const running = await start(config);
      try {
        const [row] = await running.ctx.db
          .select()
          .from(users)
          .where(eq(users.username, 'stored_before'));
        const cloaked = cloakPoint(config.locationKey, home);
        expect([row?.cloakedLatitude, row?.cloakedLongitude]).toEqual([
          cloaked.latitude,
          cloaked.longitude,
        ]);
      } finally {
        await running.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
