import { HOUR_MS } from '@common/time';
import type { TestApp } from '@server/test/app';
import type { TestUser } from '@server/test/factories';
import type { TestClock } from '@server/test/fakes/clock';

/**
 * What the swap-day tests share (docs/product.md §7.19): places around Salt Lake City, where the
 * factories put every member's home, and an event's body at the test clock.
 */

/** Liberty Park: about 2 km from the factories' default home. */
export const PARK = { latitude: 40.7459, longitude: -111.8747 };
/** Provo's library: about 60 km south. */
export const FAR_LIBRARY = { latitude: 40.2338, longitude: -111.6585 };

/**
 * A neighbourhood of a test's own, about 78 km from the others: nobody else's homes or swap days
 * (forty of them before one comes round again).
 */
let towns = 0;
export function town() {
  // Files share this module in a worker: around again after 40, never past 73° north.
  towns = (towns % 40) + 1;
  return { latitude: 45 + towns * 0.7, longitude: -90 - towns * 0.7 };
}

/** `km` north of a point. */
export const north = (p: { latitude: number; longitude: number }, km: number) => ({
  latitude: p.latitude + km / 111.2,
  longitude: p.longitude,
});

export function eventBody(clock: TestClock, overrides: Record<string, unknown> = {}) {
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS).toISOString();
  return {
    title: 'Spring seed swap',
    description: 'Bring seeds, seedlings and cuttings.',
    starts_at: at(48),
    ends_at: at(51),
    place_name: 'Liberty Park pavilion',
    ...PARK,
    ...overrides,
  };
}

/** Hosts a swap day through the API; its id. */
export async function hostEvent(
  app: TestApp,
  host: TestUser,
  clock: TestClock,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await app.as(host).post('/api/events').send(eventBody(clock, overrides));
  if (res.status !== 201) throw new Error(`hosting failed: ${res.status} ${res.text}`);
  return res.body.id as number;
}

export const detailsOf = (body: { detail: string | { msg: string }[] }) =>
  typeof body.detail === 'string' ? [body.detail] : body.detail.map((d) => d.msg);
