import { LISTING_TYPES } from '@common/codes';
import { conflict, local } from '@server/lib/errors';
import { RESERVED_SHARE_MAX } from '@server/policies/reservations';

/**
 * What fair giveaways refuse (docs/product.md §7.16), shared by the status route here and the
 * draw (server/modules/giveaways).
 */
export const GIVEAWAY_REFUSALS = {
  fullShare: local('errors.giveaways.fullShare', { max: RESERVED_SHARE_MAX }),
  nobodyInterested: local('errors.giveaways.nobodyInterested'),
};

/**
 * While a giveaway simmers nobody may be promised it, by hand or by draw: the end is named in
 * UTC (ISO 8601), as answers carry `simmer_until`.
 */
export function refuseWhileSimmering(
  listing: { typeId: number; simmerUntil: Date | null },
  now: Date,
): void {
  const until = listing.simmerUntil;
  if (listing.typeId === LISTING_TYPES.giveaway && until && until > now)
    throw conflict(local('errors.giveaways.simmering', { until: until.toISOString() }));
}
