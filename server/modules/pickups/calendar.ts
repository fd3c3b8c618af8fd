import { calendarFile } from '@server/lib/ical';
import type { PickupRow } from './queries';

/**
 * A pickup as an iCalendar file (RFC 5545, docs/product.md §7.15): one event in UTC, the
 * listing's title as its summary and the note as its description. No home address: where to
 * meet is what the two wrote in the note, nothing more.
 */

const STATUS = {
  proposed: 'TENTATIVE',
  accepted: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
} as const satisfies Record<PickupRow['state'], string>;

export function pickupCalendar(
  pickup: PickupRow,
  title: string,
  appUrl: string,
  now: Date,
): string {
  return calendarFile({
    product: 'Pickups',
    uid: `pickup-${pickup.id}`,
    appUrl,
    now,
    startsAt: pickup.startsAt,
    endsAt: pickup.endsAt,
    summary: title,
    description: pickup.note || undefined,
    path: `/listings/${pickup.listingId}`,
    status: STATUS[pickup.state],
  });
}
