import { createApp } from '@server/app';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { deriveLocationKey } from '@server/config-keys';
import { createLogger } from '@server/lib/logger';
import { signToken } from '@server/lib/tokens';
import { setupTestApp } from '@server/test/app';
import { createListing, createUser } from '@server/test/factories';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { cloakPoint } from './cloak';

// The test app's own token-signing secret (server/test/app.ts).
const JWT_SECRET = 'test-secret-test-secret-test-secret-0123';
const ROTATED_JWT = 'rotated-jwt-secret-rotated-jwt-secret-99';
const LOCATION_SECRET = 'location-secret-location-secret-location-7';

const testApp = setupTestApp();

/** The same database served by a process started with other secrets. */
function restartedWith(env: Record<string, string>) {
  const { ctx, dataDir } = testApp();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'false',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const restarted = createContext(config, ctx.database, createLogger('silent'));
  return { config, api: supertest(createApp(restarted)) };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('the location key', () => {
  it('is derived from the token-signing secret, or from LOCATION_SECRET when set, never equal to either', () => {
    const { config } = testApp().ctx;
    expect(config.locationKey.equals(deriveLocationKey(JWT_SECRET))).toBe(true);
    expect(config.locationKey.toString('utf8')).not.toBe(JWT_SECRET);
    expect(config.locationKey.equals(Buffer.from(JWT_SECRET).subarray(0, 32))).toBe(false);
    const own = restartedWith({ JWT_SECRET, LOCATION_SECRET }).config;
    expect(own.locationKey.equals(deriveLocationKey(LOCATION_SECRET))).toBe(true);
    expect(own.jwtSecret).toBe(JWT_SECRET);
  });

  it('refuses a LOCATION_SECRET shorter than 32 characters', () => {
    expect(() => restartedWith({ JWT_SECRET, LOCATION_SECRET: 'short' })).toThrow(
      'LOCATION_SECRET must be at least 32 characters',
    );
  });

  it('rotating JWT_SECRET moves no stored point; rotating LOCATION_SECRET voids no token', async () => {
    const { ctx } = testApp();
    const home = { latitude: 40.7481, longitude: -111.8733 };
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    await testApp().as(owner).post('/api/map/user/location').query(home);
    const listing = await createListing(ctx, owner);
    const shownBy = async (api: ReturnType<typeof supertest>, token: string) => {
      const res = await api.get(`/api/listings/${listing.id}`).set(bearer(token));
      expect(res.status).toBe(200);
      return [res.body.owner_latitude, res.body.owner_longitude];
    };
    const before = await shownBy(testApp().api, stranger.token);
    const cloaked = cloakPoint(ctx.config.locationKey, home);
    expect(before).toEqual([cloaked.latitude, cloaked.longitude]);

    // A new token-signing secret: old tokens end (as they should), stored points stay put.
    const jwtRotated = restartedWith({ JWT_SECRET: ROTATED_JWT });
    expect((await jwtRotated.api.get('/api/auth/profile').set(bearer(stranger.token))).status).toBe(
      401,
    );
    const fresh = signToken(ROTATED_JWT, stranger.id, 0);
    expect(await shownBy(jwtRotated.api, fresh)).toEqual(before);
    const near = await jwtRotated.api
      .get('/api/map/listings/nearby')
      .query({ latitude: 40.75, longitude: -111.87, radius_km: 5 })
      .set(bearer(fresh));
    const found = near.body.find((l: { id: number }) => l.id === listing.id);
    expect([found.owner_latitude, found.owner_longitude]).toEqual(before);

    // A new location secret: every token still works, stored points stay put, and only a new
    // home is cloaked with the new key.
    const locationRotated = restartedWith({ JWT_SECRET, LOCATION_SECRET });
    const profile = await locationRotated.api.get('/api/auth/profile').set(bearer(stranger.token));
    expect(profile.status).toBe(200);
    expect(profile.body.id).toBe(stranger.id);
    expect(await shownBy(locationRotated.api, stranger.token)).toEqual(before);
    const moved = { latitude: 40.7612, longitude: -111.8904 };
    const stored = await locationRotated.api
      .post('/api/map/user/location')
      .query(moved)
      .set(bearer(owner.token));
    expect(stored.status).toBe(200);
    const recloaked = cloakPoint(deriveLocationKey(LOCATION_SECRET), moved);
    expect(await shownBy(locationRotated.api, stranger.token)).toEqual([
      recloaked.latitude,
      recloaked.longitude,
    ]);
    expect(recloaked).not.toEqual(cloakPoint(ctx.config.locationKey, moved));
  });
});
