import { TextField } from '@client/components/field';
import { AVAILABLE_UNTIL_MAX_DAYS, FRESH_DAYS } from '@common/schemas/listing-availability';
import { dayAhead, endOfDay } from '../freshness';

const PRODUCE_NEEDS_ONE = `Produce needs an end date, at most ${AVAILABLE_UNTIL_MAX_DAYS} days ahead`;

/** The day a new produce listing is on offer until unless the owner picks another. */
export const defaultProduceDay = (now: Date) => dayAhead(now, FRESH_DAYS);

/** What the form refuses before asking the server (which checks the same, docs/product.md §7.14). */
export function availableUntilError(value: string, produce: boolean): string | undefined {
  return produce && !value ? PRODUCE_NEEDS_ONE : undefined;
}

/**
 * The field's part of the body: nothing when the owner left it as it was (a new produce
 * listing then gets the server's week), the end of the chosen day, or null to clear it.
 */
export function availableUntilBody(value: string, initial: string): string | null | undefined {
  if (value === initial) return undefined;
  return value ? endOfDay(value) : null;
}

/** "Available until": a day from today to 30 days ahead; optional for seeds and plants. */
export function AvailableUntilField({
  value,
  onChange,
  produce,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  produce: boolean;
  error?: string | undefined;
}) {
  const now = new Date();
  return (
    <TextField
      label="Available until"
      type="date"
      min={dayAhead(now, 0)}
      max={dayAhead(now, AVAILABLE_UNTIL_MAX_DAYS)}
      required={produce}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={
        produce
          ? `Produce is on offer for ${FRESH_DAYS} days unless you pick another day (${AVAILABLE_UNTIL_MAX_DAYS} at most); renew it when it ends.`
          : 'Optional: without a date it stays on offer until you take it down.'
      }
    />
  );
}
