import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import {
  SEASONS_AREAS,
  SEASONS_EXACT_MEMBERS,
  SEASONS_MIN_MEMBERS,
  SEASONS_WITHIN_DEFAULT_KM,
} from '@common/schemas/seasons';
import { useState } from 'react';
import { useSeasons } from '../api';
import { SeasonMonthSection } from '../components/season-month';
import { monthName, thisAndNext, wordsOf } from '../months';
import '../seasons.css';

/**
 * /seasons, "In season near you" (docs/product.md §7.20): what neighbours listed this month
 * and next over the last two years, each word a search. A readable width on desktop. The
 * choices are the server's three fixed areas, each asked for by the largest `within` it
 * answers, since any other distance gives one of the same three answers.
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
        <legend>{t('seasons.area.label')}</legend>
        <div className="seasons__chips">
          {SEASONS_AREAS.map((area) => (
            <button
              key={area.withinKm}
              type="button"
              className="season-radius"
              aria-pressed={within === area.withinKm}
              onClick={() => setWithin(area.withinKm)}
            >
              {t('seasons.area.across', { km: area.acrossKm })}
            </button>
          ))}
        </div>
        <p className="seasons__hint muted">
          {t('seasons.area.hint', {
            small: SEASONS_AREAS[0].acrossKm,
            middle: SEASONS_AREAS[1].acrossKm,
            large: SEASONS_AREAS[2].acrossKm,
          })}
        </p>
      </fieldset>
      {seasons.isPending ? (
        <Loading />
      ) : seasons.isError ? (
        <Alert>{t('seasons.page.failed')}</Alert>
      ) : nothing ? (
        <p className="empty">{t('seasons.page.empty', { min: SEASONS_MIN_MEMBERS })}</p>
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
          {t('seasons.page.floor', { min: SEASONS_MIN_MEMBERS, exact: SEASONS_EXACT_MEMBERS })}
        </p>
      )}
    </div>
  );
}
