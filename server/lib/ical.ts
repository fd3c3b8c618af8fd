/**
 * An iCalendar file of one event (RFC 5545), in UTC: what a pickup and a swap day offer to add
 * to a calendar (docs/product.md §7.15, §7.19).
 */

/** 20261127T140000Z: RFC 5545 §3.3.5's UTC form. */
const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Every way a member's text can break a line: CRLF, a lone CR or LF, NEL, U+2028 and U+2029. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** RFC 5545 §3.3.11's CONTROL (all of C0 but HTAB, DEL) and C1: no TEXT value may carry them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters it exists to drop
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;

/**
 * RFC 5545 §3.3.11: backslash, semicolon and comma escaped, each line break one `\n`, and
 * every other control character dropped (raw, a parser loses the whole property).
 */
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAK, '\\n')
    .replace(CONTROL, '');

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

export interface CalendarEvent {
  /** The product identifier's middle part ("Pickups", "Swap days"). */
  product: string;
  /** Unique within the app; the app's host name is added. */
  uid: string;
  appUrl: string;
  now: Date;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description?: string | undefined;
  location?: string | undefined;
  /** RFC 5545 §3.8.1.6: a point, for a place shown exactly (a swap day's public spot). */
  geo?: { latitude: number; longitude: number } | undefined;
  /** A path of the app. */
  path: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
}

export function calendarFile(event: CalendarEvent): string {
  const host = new URL(event.appUrl).hostname;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Homegrown//${event.product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}@${host}`,
    `DTSTAMP:${utc(event.now)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.geo ? [`GEO:${event.geo.latitude};${event.geo.longitude}`] : []),
    `URL:${event.appUrl}${event.path}`,
    `STATUS:${event.status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
