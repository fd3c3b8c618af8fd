import { TextField } from '@client/components/field';
import { useT } from '@client/lib/i18n/use-i18n';
import type { KeyOf } from '@common/i18n/namespaces';
import { AVAILABLE_UNTIL_MAX_DAYS, FRESH_DAYS } from '@common/schemas/listing-availability';
import { dayAhead, endOfDay } from '../freshness';

/** The day a new produce listing is on offer until unless the owner picks another. */
export const defaultProduceDay = (now: Date) => dayAhead(now, FRESH_DAYS);

/**
 * What the form refuses before asking the server (which checks the same, docs/product.md
 * §7.14): the key of its message, said with `{ max: AVAILABLE_UNTIL_MAX_DAYS }`.
 */
export function availableUntilError(
  value: string,
  produce: boolean,
): KeyOf<'listings'> | undefined {
  return produce && !value ? 'listings.until.required' : undefined;
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
  error?: KeyOf<'listings'> | undefined;
}) {
  const now = new Date();
  const t = useT('listings');
  return (
    <TextField
      label={t('listings.until.label')}
      type="date"
      min={dayAhead(now, 0)}
      max={dayAhead(now, AVAILABLE_UNTIL_MAX_DAYS)}
      required={produce}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error && t(error, { max: AVAILABLE_UNTIL_MAX_DAYS })}
      hint={
        produce
          ? t('listings.until.produceHint', { days: FRESH_DAYS, max: AVAILABLE_UNTIL_MAX_DAYS })
          : t('listings.until.optionalHint')
      }
    />
  );
}
