import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HOUR_MS } from '@common/time';
import { passwordResetTokens, revokedTokens } from '@server/db/schema';
import { tileCacheDir, trimTileCache } from '@server/modules/tiles';
import { setupTestApp } from '@server/test/app';
import { createUser, TEST_PASSWORD } from '@server/test/factories';
import { describe, expect, it } from 'vitest';
import { runHousekeeping } from './housekeeping';

const testApp = setupTestApp({ TILE_CACHE_MAX_MB: '1' });
const KB = 1024;

/** Writes a file of `size` bytes whose time is `ageMs` ago. */
async function tile(dir: string, name: string, size: number, ageMs: number) {
  const file = path.join(dir, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.alloc(size, 1));
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('housekeeping', () => {
  it('forgets revoked and reset tokens past their expiry, and keeps the others', async () => {
    const { ctx } = testApp();
    const user = await createUser(ctx);
    const past = new Date(Date.now() - HOUR_MS);
    const future = new Date(Date.now() + HOUR_MS);
    await ctx.db.insert(revokedTokens).values([
      { jti: `expired-${user.id}`, expiresAt: past },
      { jti: `current-${user.id}`, expiresAt: future },
    ]);
    await ctx.db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: `expired-${user.id}`, expiresAt: past },
      { userId: user.id, tokenHash: `current-${user.id}`, expiresAt: future },
    ]);

    const { tokens } = await runHousekeeping(ctx);

    expect(tokens.revoked).toBeGreaterThanOrEqual(1);
    expect(tokens.resets).toBeGreaterThanOrEqual(1);
    const revoked = (await ctx.db.select().from(revokedTokens)).map((r) => r.jti);
    expect(revoked).toContain(`current-${user.id}`);
    expect(revoked).not.toContain(`expired-${user.id}`);
    const resets = (await ctx.db.select().from(passwordResetTokens)).map((r) => r.tokenHash);
    expect(resets).toContain(`current-${user.id}`);
    expect(resets).not.toContain(`expired-${user.id}`);
  });

  it('still refuses a token logged out before it ran', async () => {
    const { ctx, api } = testApp();
    const user = await createUser(ctx);
    const login = await api
      .post('/api/auth/login')
      .type('form')
      .send({ username: user.email, password: TEST_PASSWORD })
      .expect(200);
    const session = { token: login.body.access_token as string };
    await testApp().as(session).post('/api/auth/logout').expect(204);
    await runHousekeeping(ctx);
    await testApp().as(session).get('/api/auth/profile').expect(401);
  });

  it('trims the tile cache to 90 % of TILE_CACHE_MAX_MB, the tiles fetched longest ago first', async () => {
    const { ctx } = testApp();
    const dir = tileCacheDir(ctx.config.dataDir);
    await rm(dir, { recursive: true, force: true });
    // 5 × 300 KB is over the 1 MB limit; the 3 newest (900 KB) fit under 90 % of it.
    for (const [i, age] of [5, 4, 3, 2, 1].entries()) {
      await tile(dir, `osm/12/${i}/1.png`, 300 * KB, age * HOUR_MS);
    }
    const { tiles } = await runHousekeeping(ctx);
    expect(tiles).toEqual({ removed: 2, freedBytes: 600 * KB, keptBytes: 900 * KB });
    expect(await filesIn(dir)).toEqual(['osm/12/2/1.png', 'osm/12/3/1.png', 'osm/12/4/1.png']);

    // Under the limit, nothing more goes.
    expect((await runHousekeeping(ctx)).tiles.removed).toBe(0);
    expect(await filesIn(dir)).toHaveLength(3);
  });
});

describe('trimming the tile cache', () => {
  it('removes writes a crash abandoned, but not one under way', async () => {
    const { ctx } = testApp();
    const dir = path.join(ctx.config.dataDir, 'trim-tmp');
    await tile(dir, 'osm/3/1/1.png', 10, 0);
    await tile(dir, 'osm/3/1/2.png.123.abc.tmp', 10, 2 * HOUR_MS);
    await tile(dir, 'osm/3/1/3.png.123.def.tmp', 10, 0);
    const result = await trimTileCache(dir, 1024 * KB);
    expect(result.removed).toBe(1);
    expect(await filesIn(dir)).toEqual(['osm/3/1/1.png', 'osm/3/1/3.png.123.def.tmp']);
  });

  it('is content with a cache that does not exist yet', async () => {
    const { ctx } = testApp();
    expect(await trimTileCache(path.join(ctx.config.dataDir, 'never'), KB)).toEqual({
      removed: 0,
      freedBytes: 0,
      keptBytes: 0,
    });
  });
});
