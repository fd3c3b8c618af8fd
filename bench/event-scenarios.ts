import type { Fixtures } from './fixtures';
import { cycle, type Scenario } from './http-load';

/**
 * Swap days (docs/product.md §7.19), as client/src/features/events/api.ts asks for them: the
 * list near a member, around their cloaked point at the default 25 km, members in turn; and one
 * event's page, with who is going and the cards of what they bring.
 */
export function eventScenarios(
  fx: Fixtures,
  token: (id: number) => string | undefined,
  member: () => number,
): Scenario[] {
  const event = cycle(fx.eventIds);
  return [
    {
      key: 'events',
      label: 'Swap days near you (25 km, a member)',
      next: () => ({ method: 'GET', path: '/api/events', token: token(member()) }),
    },
    {
      key: 'event',
      label: "A swap day's page (a member)",
      next: () => ({ method: 'GET', path: `/api/events/${event()}`, token: token(member()) }),
    },
  ];
}
