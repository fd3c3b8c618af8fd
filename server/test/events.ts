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
