import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { CATEGORY_KEYS } from '@common/listing-labels';
import type { WantListing } from '@common/types';
import type { ReactNode } from 'react';
import { groupWants } from '../group-wants';
import { monthsText } from '../month-names';
import './wants.css';

/** A wish list in category groups; `action` adds a control to each item (e.g. delete). */
export function WantGroups({
  wants,
  action,
}: {
  wants: WantListing[];
  action?: (want: WantListing) => ReactNode;
}) {
  const t = useT('wants');
  const locale = useLocale();
  if (!wants.length) return <p className="empty">{t('wants.empty')}</p>;
  return (
    <div className="want-groups">
      {groupWants(wants).map((group) => (
        <section key={group.name} aria-labelledby={`wants-${group.name}`}>
          <h2 id={`wants-${group.name}`} className="want-groups__title">
            {t(CATEGORY_KEYS[group.name])}
          </h2>
          <ul className="want-groups__list">
            {group.items.map((want) => (
              <li key={want.id} className="want-item">
                <span className="want-item__title">
                  {want.title}
                  {/* A seasonal want says when it is awake (docs/product.md §8.11). */}
                  {want.season_months.length > 0 && (
                    <span className="want-item__season">
                      {t('wants.tab.season', { months: monthsText(locale, want.season_months) })}
                    </span>
                  )}
                </span>
                {action?.(want)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
