import { useT } from '@client/lib/i18n/use-i18n';
import { SIMMER_HOURS } from '@common/schemas/listing-simmer';
import { useId } from 'react';
import './simmer-field.css';

/**
 * "Let it simmer" (docs/product.md §7.16): a new giveaway may wait 12 or 24 hours while
 * neighbours say they are interested, then its owner draws one at random; or go at once (0).
 */
export function SimmerField({
  value,
  onChange,
}: {
  value: number;
  onChange: (hours: number) => void;
}) {
  const t = useT('listings');
  const hintId = useId();
  return (
    <fieldset className="simmer-field" aria-describedby={hintId}>
      <legend className="field__label simmer-field__legend">{t('listings.simmer.legend')}</legend>
      {SIMMER_HOURS.map((hours) => (
        <label key={hours} className="check">
          <input
            type="radio"
            name="simmer_hours"
            value={hours}
            checked={value === hours}
            onChange={() => onChange(hours)}
          />
          {t('listings.simmer.choice', { hours })}
        </label>
      ))}
      <p className="field__hint" id={hintId}>
        {t('listings.simmer.hint')}
      </p>
    </fieldset>
  );
}
