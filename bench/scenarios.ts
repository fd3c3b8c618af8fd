import { CATEGORIES } from '@common/codes';
import { eventScenarios } from './event-scenarios';
import { exchangeScenarios } from './exchange-scenarios';
import type { Fixtures } from './fixtures';
import { cycle, type Scenario } from './http-load';
import { seasonScenarios } from './season-scenarios';
import { CROPS, REGION, SEARCHES } from './vocabulary';

const random = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (min: number, max: number) => min + Math.random() * (max - min);
const MARKET = 'sort=newest&state_id=1';

/** The figures of the issue, each as the client asks for it (client/src/features/…/api.ts). */
export function scenarios(fx: Fixtures, tokens: Map<number, string>): Scenario[] {
  const token = (id: number) => tokens.get(id);
  const member = cycle(fx.memberIds);
  const friended = cycle(fx.friendedIds);
  const listing = cycle(fx.listingIds);
  const pair = cycle(fx.threadPairs);
  const categories = Object.values(CATEGORIES);
  return [
    {
      key: 'reference',
      label: 'Bare Express route (reference)',
      next: () => ({ method: 'GET', path: '/api/bench/reference' }),
    },
    {
      // A member's smallest request: the whole stack (session, routing, logging, metrics,
      // compression) and one indexed count, the floor under every page below.
      key: 'floor',
      label: "A member's smallest request (unread count)",
      next: () => ({
        method: 'GET',
        path: '/api/notifications/unread-count',
        token: token(member()),
      }),
    },
    {
      key: 'marketplace',
      label: 'Marketplace page (Public, 50 listings)',
      next: () => ({
        method: 'GET',
        path: `/api/listings/?friends=false&public=true&${MARKET}`,
        token: token(member()),
      }),
    },
    {
      key: 'friends',
      label: "Friend's tab",
      next: () => ({
        method: 'GET',
        path: `/api/listings/?friends=true&public=false&${MARKET}`,
        token: token(friended()),
      }),
    },
    {
      key: 'search',
      label: 'Search with filters',
      next: () => {
        const low = Math.floor(between(0, 10));
        // Half common words, half rare ones: the search's cheap and dear cases alike.
        const q = encodeURIComponent(random(Math.random() < 0.5 ? SEARCHES.common : SEARCHES.rare));
        return {
          method: 'GET',
          path:
            `/api/listings/?friends=false&public=true&q=${q}&category_id=${random(categories)}` +
            `&type_id=1,2&state_id=1&min_price=${low}&max_price=${low + 25}&sort=price-low`,
          token: token(member()),
        };
      },
    },
    {
      key: 'detail',
      label: 'Listing detail',
      next: () => ({ method: 'GET', path: `/api/listings/${listing()}`, token: token(member()) }),
    },
    {
      key: 'seller',
      label: "Seller page (a member's listings)",
      next: () => ({
        method: 'GET',
        path: `/api/listings/?user_id=${member()}&${MARKET}`,
        token: token(member()),
      }),
    },
    {
      key: 'nearby',
      label: 'Nearby listings (50 km, limit 100, random points)',
      next: () => ({
        method: 'GET',
        path:
          `/api/map/listings/nearby?latitude=${between(REGION.minLat, REGION.maxLat).toFixed(5)}` +
          `&longitude=${between(REGION.minLon, REGION.maxLon).toFixed(5)}&radius_km=50&limit=100`,
        token: token(member()),
      }),
    },
    {
      key: 'threads',
      label: 'Threads list',
      next: () => ({ method: 'GET', path: '/api/messages', token: token(pair()[0]) }),
    },
    {
      key: 'thread',
      label: "A thread's messages",
      next: () => {
        const [me, other] = pair();
        return { method: 'GET', path: `/api/messages/${other}`, token: token(me) };
      },
    },
    ...exchangeScenarios(fx, token, member),
    ...seasonScenarios(fx, token, member),
    ...eventScenarios(fx, token, member),
    {
      key: 'create',
      label: 'Create a listing (its matching job apart)',
      next: () => {
        const crop = random(CROPS);
        const category = random(categories);
        const title =
          category === 1 ? `Fresh ${crop}` : `${crop} ${category === 2 ? 'seeds' : 'starts'}`;
        return {
          method: 'POST',
          path: '/api/listings/',
          token: token(member()),
          body: JSON.stringify({
            title,
            description: 'Too many this year, come and get some.',
            price: 3,
            type_id: 1,
            category_id: category,
            is_public: true,
            is_active: true,
            state_id: 1,
          }),
        };
      },
    },
  ];
}
