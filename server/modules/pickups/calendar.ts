import type { PickupRow } from './queries';

/**
 * A pickup as an iCalendar file (RFC 5545, docs/product.md §7.15): one event in UTC, the
 * listing's title as its summary and the note as its description. No home address: where to
 * meet is what the two wrote in the note, nothing more.
 */

/** 20261127T140000Z: RFC 5545 §3.3.5's UTC form. */
const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines of at most 75 octets, continued with a space, never splitting a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const STATUS: Record<PickupRow['state'], string> = {
  proposed: 'TENTATIVE',
  accepted: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
};

export function pickupCalendar(
  pickup: PickupRow,
  title: string,
  appUrl: string,
  now: Date,
): string {
  const host = new URL(appUrl).hostname;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Homegrown//Pickups//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:pickup-${pickup.id}@${host}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(pickup.startsAt)}`,
    `DTEND:${utc(pickup.endsAt)}`,
    `SUMMARY:${escapeText(title)}`,
    ...(pickup.note ? [`DESCRIPTION:${escapeText(pickup.note)}`] : []),
    `URL:${appUrl}/listings/${pickup.listingId}`,
    `STATUS:${STATUS[pickup.state]}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
