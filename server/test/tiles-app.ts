import { setupTestApp, type TestApp } from '@server/test/app';
import { afterAll, beforeAll } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from './fakes/tile-upstream';

/**
 * A test app whose tile proxy reaches a fake upstream started for the file: the upstream must
 * exist before the app is built, which reads TILE_UPSTREAM_URL then.
 */
export function setupTestAppWithTiles(): () => TestApp {
  const overrides: Record<string, string> = {};
  let upstream: FakeUpstream | undefined;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    overrides.TILE_UPSTREAM_URL = `${upstream.url}/{z}/{x}/{y}.png`;
  });
  afterAll(() => upstream?.close());
  return setupTestApp(overrides);
}
