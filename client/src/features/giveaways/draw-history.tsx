import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { formatDate } from '@common/i18n/formats';
import type { DrawRecord } from '@common/schemas/giveaways';
import { useId } from 'react';

/**
 * Every draw of the owner's giveaway, oldest first (docs/product.md §7.16): when, whom it chose,
 * and for a redraw why it was allowed, so the page shows a giveaway is not drawn until the owner
 * likes the result.
 */
export function DrawHistory({ draws }: { draws: DrawRecord[] }) {
  const t = useT('giveaways');
  const locale = useLocale();
  const titleId = useId();
  if (draws.length === 0) return null;
  return (
    <section className="stack" aria-labelledby={titleId}>
      <h3 className="giveaway__title" id={titleId}>
        {t('giveaways.draws.title')}
      </h3>
      <ol className="giveaway__list">
        {draws.map((d) => {
          const values = {
            when: formatDate(locale, d.drawn_at, 'monthDayTime'),
            username: d.chosen?.username ?? t('giveaways.draws.someone'),
          };
          return (
            <li key={d.drawn_at} className="muted giveaway__note">
              {d.reason
                ? t('giveaways.draws.again', { ...values, reason: d.reason })
                : t('giveaways.draws.first', values)}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
