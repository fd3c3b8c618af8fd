import { Avatar } from '@client/components/avatar';
import { Alert, Loading } from '@client/components/feedback';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { Link } from 'react-router-dom';
import { useAskers } from '../api';

/** The owner's view of who has asked about the listing, latest first (docs/product.md §10.7). */
export function AskersList({ listingId }: { listingId: number }) {
  const askers = useAskers(listingId, true);
  const t = useT('listings');
  return (
    <section className="askers stack" aria-labelledby={`askers-${listingId}`}>
      <h2 id={`askers-${listingId}`} className="askers__title">
        {t('listings.askers.title')}
      </h2>
      {askers.isPending ? (
        <Loading />
      ) : askers.isError ? (
        <Alert>{t('listings.askers.failed')}</Alert>
      ) : askers.data.length === 0 ? (
        <p className="muted">{t('listings.askers.none')}</p>
      ) : (
        <ul className="askers__list">
          {askers.data.map((a) => (
            <li key={a.id}>
              <Link
                to={paths.chat(a.id)}
                className="askers__member"
                aria-label={t('listings.askers.openChat', { username: a.username })}
              >
                <Avatar src={a.profile_picture} name={a.username} size={32} />
                <span>{a.username}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
