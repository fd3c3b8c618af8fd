const HOUR_MS = 60 * 60 * 1000;
/**
 * How far the sun's time may run ahead of a member's clock time (the eastern edge of a time
 * zone in winter): taking the day this much earlier names the chosen day for an end the form
 * set at the end of a day, whatever the member's real time zone.
 */
const LEEWAY_MS = 2 * HOUR_MS;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/**
 * The day a listing ends, as an e-mail names it ("Friday 14 June"). Members have no time
 * zone on file, only a home: the sun's time at its longitude stands in for their clock
 * (docs/decisions.md "Freshness"); UTC when the home is unknown.
 */
export function endingDay(at: Date, longitude: number | null): string {
  const offsetMs = longitude === null ? 0 : Math.round(longitude / 15) * HOUR_MS;
  return dayFormat.format(new Date(at.getTime() + offsetMs - LEEWAY_MS)).replace(',', '');
}
