import { type DistanceUnit, KM_PER_MILE } from '@common/units';

/**
 * A match's distance as the e-mail and push messages take it (their `distance` select, with
 * `amount` and `unit`): none for a friend with no location, under 1, or about a whole amount
 * in the member's unit, rounded as the bell rounds (client/src/features/notifications/
 * notification-text.ts).
 */
export function distanceValues(km: number | null, unit: DistanceUnit) {
  if (km === null) return { distance: 'none', amount: 0, unit };
  if (km < 1) return { distance: 'under', amount: 1, unit };
  const amount = unit === 'mi' ? Math.round(km / KM_PER_MILE) : km;
  return { distance: 'about', amount: Math.max(1, amount), unit };
}
