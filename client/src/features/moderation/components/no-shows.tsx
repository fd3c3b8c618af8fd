import { Avatar } from '@client/components/avatar';
import { Alert, Loading } from '@client/components/feedback';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { formatDate } from '@common/i18n/formats';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useNoShows } from '../api';

/**
 * "Members who often did not come" (docs/product.md §7.15, §14.3): the members owners marked as
 * no-shows 3 or more times in 90 days, the most first. Only moderators see it; the members are
 * never told.
 */
export function NoShows() {
  const noShows = useNoShows();
  const t = useT('moderation');
  const locale = useLocale();
  const titleId = useId();
  return (
    <section className="mod-no-shows stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="mod-report__title">
        {t('moderation.noShows.title')}
      </h2>
      <p className="muted mod-report__by">{t('moderation.noShows.intro')}</p>
      {noShows.isPending ? (
        <Loading />
      ) : noShows.isError ? (
        <Alert>{t('moderation.noShows.loadFailed')}</Alert>
      ) : noShows.data.length === 0 ? (
        <p className="empty">{t('moderation.noShows.empty')}</p>
      ) : (
        <ul className="mod-no-shows__list" aria-label={t('moderation.noShows.list')}>
          {noShows.data.map((member) => (
            <li key={member.id} className="mod-no-shows__item card">
              <Avatar src={member.profile_picture} name={member.username} size={32} />
              <span className="mod-no-shows__text">
                <Link to={paths.seller(member.id)}>{member.username}</Link>
                <span className="mod-tag mod-tag--bad">
                  {t('moderation.noShows.count', { count: member.no_shows_90d })}
                </span>
                <time className="muted" dateTime={member.last_no_show_at}>
                  {t('moderation.noShows.last', {
                    date: formatDate(locale, member.last_no_show_at, 'date'),
                  })}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
