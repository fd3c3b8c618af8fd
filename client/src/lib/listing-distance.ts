import { formatMessage } from '@common/i18n/format';
import { formatAge, formatNumber } from '@common/i18n/formats';
import type { Locale } from '@common/i18n/locales';
import type { Listing } from '@common/types';

/**
 * How far a listing is, as cards, the map's card and the listing page say it (docs/product.md
 * §6.3): "0.8 mi", "12 km"; "under 0.1 mi" in the same cell. Undefined when there is no
 * distance (a guest, no home, one's own listing).
 */
export function distanceLabel(
  listing: Partial<Pick<Listing, 'distance' | 'distance_unit'>>,
  locale: Locale,
): string | undefined {
  const { distance, distance_unit: unit } = listing;
  if (distance === null || distance === undefined || !unit) return undefined;
  return distance === 0
    ? formatMessage(locale, 'format.distance.under', { unit })
    : formatMessage(locale, 'format.distance', { distance: formatNumber(locale, distance), unit });
}

/** "0.8 mi · 2 days ago", or "posted 2 days ago" when there is no distance. */
export function distanceAndAge(
  listing: Pick<Listing, 'created_at'> & Partial<Pick<Listing, 'distance' | 'distance_unit'>>,
  now: Date,
  locale: Locale,
): string {
  const distance = distanceLabel(listing, locale);
  const age = formatAge(locale, listing.created_at, now);
  return distance
    ? formatMessage(locale, 'format.distanceAndAge', { distance, age })
    : formatMessage(locale, 'format.postedAgo', { age });
}
