import type { Listing } from '@common/types';

/**
 * How far a listing is, as cards, the map's card and the listing page say it (docs/product.md
 * §6.3): "0.8 mi", "12 km"; "under 0.1 mi" in the same cell. Undefined when there is no
 * distance (a guest, no home, one's own listing).
 */
export function distanceLabel(
  listing: Partial<Pick<Listing, 'distance' | 'distance_unit'>>,
): string | undefined {
  const { distance, distance_unit: unit } = listing;
  if (distance === null || distance === undefined || !unit) return undefined;
  return distance === 0 ? `under 0.1 ${unit}` : `${distance} ${unit}`;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const count = (n: number, unit: string, article = 'a') =>
  n === 1 ? `${article} ${unit}` : `${n} ${unit}s`;

/**
 * "just now", "5 minutes ago", "an hour ago", "2 days ago"… Written out rather than with Intl
 * (docs/product.md §7.14), so a page of cards builds no locale formatter.
 */
export function timeAgo(createdAt: string, now: Date): string {
  const ms = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  if (ms < MINUTE_MS) return 'just now';
  if (ms < HOUR_MS) return `${count(Math.floor(ms / MINUTE_MS), 'minute')} ago`;
  if (ms < DAY_MS) return `${count(Math.floor(ms / HOUR_MS), 'hour', 'an')} ago`;
  const days = Math.floor(ms / DAY_MS);
  if (days < 30) return `${count(days, 'day')} ago`;
  if (days < 365) return `${count(Math.floor(days / 30), 'month')} ago`;
  return `${count(Math.floor(days / 365), 'year')} ago`;
}

/** "0.8 mi · 2 days ago", or "posted 2 days ago" when there is no distance. */
export function distanceAndAge(
  listing: Pick<Listing, 'created_at'> & Partial<Pick<Listing, 'distance' | 'distance_unit'>>,
  now: Date,
): string {
  const distance = distanceLabel(listing);
  const age = timeAgo(listing.created_at, now);
  return distance ? `${distance} · ${age}` : `posted ${age}`;
}
