import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { SEASONS_MIN_MEMBERS, SEASONS_WITHIN_DEFAULT_KM } from '@common/schemas/seasons';
import { useState } from 'react';
import { useSeasons } from '../api';
import { SeasonMonthSection } from '../components/season-month';
import { monthName, thisAndNext, wordsOf } from '../months';
import '../seasons.css';

/** The radii a member may choose, in km. */
const RADII = [5, 10, 25, 50] as const;

/**
 * /seasons, "In season near you" (docs/product.md §7.20): what neighbours listed this month
 * and next over the last two years, each word a search. A readable width on desktop.
 */
export function SeasonsPage() {
  const t = useT('seasons');
  const locale = useLocale();
  const [within, setWithin] = useState<number>(SEASONS_WITHIN_DEFAULT_KM);
  const seasons = useSeasons(within);
  const [now, next] = thisAndNext(new Date());
  const months = seasons.data?.months ?? [];
  const nothing = wordsOf(months, now).length === 0 && wordsOf(months, next).length === 0;

  return (
    <div className="page page--readable seasons">
      <PageHeader title={t('seasons.page.title')} back />
      <p className="muted">{t('seasons.page.intro')}</p>
      <fieldset className="seasons__radius">
        <legend>{t('seasons.radius.label')}</legend>
        <div className="seasons__chips">
          {RADII.map((km) => (
            <button
              key={km}
              type="button"
              className="season-radius"
              aria-pressed={within === km}
              onClick={() => setWithin(km)}
            >
              {t('seasons.radius.km', { km })}
            </button>
          ))}
        </div>
      </fieldset>
      {seasons.isPending ? (
        <Loading />
      ) : seasons.isError ? (
        <Alert>{t('seasons.page.failed')}</Alert>
      ) : nothing ? (
        <p className="empty">{t('seasons.page.empty', { min: SEASONS_MIN_MEMBERS, km: within })}</p>
      ) : (
        <div className="seasons__months">
          <SeasonMonthSection
            id="season-now"
            title={monthName(locale, now)}
            subtitle={t('seasons.month.now')}
            words={wordsOf(months, now)}
          />
          <SeasonMonthSection
            id="season-next"
            title={monthName(locale, next)}
            subtitle={t('seasons.month.soon')}
            words={wordsOf(months, next)}
          />
        </div>
      )}
      {!seasons.isPending && !seasons.isError && (
        <p className="seasons__floor muted">
          {t('seasons.page.floor', { min: SEASONS_MIN_MEMBERS })}
        </p>
      )}
    </div>
  );
}
