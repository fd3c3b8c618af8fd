import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { MONTHS, monthName, monthsText } from '../month-names';

/**
 * "Every year, in:" and twelve month chips (docs/product.md §8.11): each a toggle button; none
 * chosen is all year. Folded under a summary of the months chosen, so a long wish list stays
 * short.
 */
export function MonthChips({
  item,
  months,
  disabled,
  onChange,
}: {
  /** The wish-list row's own label, naming the group for screen readers. */
  item: string;
  months: number[];
  disabled?: boolean;
  onChange: (months: number[]) => void;
}) {
  const t = useT('wants');
  const locale = useLocale();
  const toggle = (month: number) =>
    onChange(
      months.includes(month)
        ? months.filter((m) => m !== month)
        : [...months, month].sort((a, b) => a - b),
    );
  return (
    <details className="month-chips" open={months.length > 0 || undefined}>
      <summary className="month-chips__summary">
        {t('wants.form.season.legend')}{' '}
        <span className="month-chips__chosen">
          {months.length ? monthsText(locale, months) : t('wants.form.season.allYear')}
        </span>
      </summary>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
      <div
        role="group"
        aria-label={t('wants.form.season.group', { item })}
        className="month-chips__list"
      >
        {MONTHS.map((month) => (
          <button
            key={month}
            type="button"
            className="month-chip"
            aria-pressed={months.includes(month)}
            aria-label={monthName(locale, month, 'long')}
            disabled={disabled}
            onClick={() => toggle(month)}
          >
            {monthName(locale, month, 'short')}
          </button>
        ))}
      </div>
      <p className="muted month-chips__hint">{t('wants.form.season.hint')}</p>
    </details>
  );
}
