import type { Fixtures } from './fixtures';
import { cycle, type Scenario } from './http-load';

/**
 * The pages of an exchange's second half (docs/product.md §7.15–7.17), each as the client asks
 * for it (client/src/features/pickups/api.ts, thanks/api.ts, lib/public-profile.ts).
 */
export function exchangeScenarios(
  fx: Fixtures,
  token: (id: number) => string | undefined,
  member: () => number,
): Scenario[] {
  const withPickups = cycle(fx.pickupMemberIds);
  const thanked = cycle(fx.thankedIds);
  const party = cycle(fx.reservedParties);
  const talkative = cycle(fx.talkativeIds);
  return [
    {
      key: 'pickups',
      label: 'Upcoming pickups',
      next: () => {
        const me = withPickups();
        return { method: 'GET', path: '/api/pickups', token: token(me) };
      },
    },
    {
      // The seller page's header: the profile with its record, whose reply time reads the
      // member's conversations (users/member-stats.ts): members who have some, the dear case.
      key: 'record',
      label: "A member's profile and record",
      next: () => ({
        method: 'GET',
        path: `/api/auth/users/${talkative()}/public`,
        token: token(member()),
      }),
    },
    {
      key: 'thanks',
      label: "A member's thanks (first page)",
      next: () => ({
        method: 'GET',
        path: `/api/users/${thanked()}/thanks`,
        token: token(member()),
      }),
    },
    {
      // What a reserved listing's page adds for its two members: the pickup they arrange.
      key: 'exchange',
      label: "A reserved listing's pickup (its parties)",
      next: () => {
        const [listing, me] = party();
        return { method: 'GET', path: `/api/listings/${listing}/pickup`, token: token(me) };
      },
    },
  ];
}
